/**
 * A CTE `months(month)` of the last `count` calendar months in Prague time, oldest first, ending with
 * the month of `now`. Monthly statistics left-join their rows onto it so empty months show as zero.
 */
export function pragueMonthsCte(now: string, count: string): string {
  return `months AS (
    SELECT date_trunc('month', ${now}::timestamptz AT TIME ZONE 'Europe/Prague') - back * interval '1 month' AS month
      FROM generate_series(0, ${count} - 1) AS back
  )`;
}

/** The Prague calendar month of a timestamptz column, comparable with `months.month`. */
export function pragueMonthOf(column: string): string {
  return `date_trunc('month', ${column} AT TIME ZONE 'Europe/Prague')`;
}
