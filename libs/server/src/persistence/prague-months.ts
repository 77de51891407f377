// Calendar periods in Prague time, for SQL: every monthly or yearly figure uses these, so a bonus
// completed at 00:30 on the 1st (Prague) counts in the same month on every screen.

/** The first instant of the calendar month (Prague time) that contains `now`. */
export function pragueMonthStartSql(now: string): string {
  return `(date_trunc('month', ${now}::timestamptz AT TIME ZONE 'Europe/Prague') AT TIME ZONE 'Europe/Prague')`;
}

/** `column` falls in the Prague months `from` to `to` (both 'YYYY-MM' expressions), both included. */
export function withinPragueMonthsSql(column: string, from: string, to: string): string {
  return `${column} >= ((${from} || '-01')::timestamp AT TIME ZONE 'Europe/Prague') AND ${column} < (((${to} || '-01')::timestamp + interval '1 month') AT TIME ZONE 'Europe/Prague')`;
}

/** `column` falls in the Prague calendar year `year` (an integer expression). */
export function withinPragueYearSql(column: string, year: string): string {
  return `${column} >= (make_timestamp(${year}, 1, 1, 0, 0, 0) AT TIME ZONE 'Europe/Prague') AND ${column} < (make_timestamp(${year} + 1, 1, 1, 0, 0, 0) AT TIME ZONE 'Europe/Prague')`;
}

/** 'YYYY-MM' of a timestamptz column in Prague time. */
export function pragueMonthLabelSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'Europe/Prague', 'YYYY-MM')`;
}

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
