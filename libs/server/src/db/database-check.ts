import type { DataSource } from 'typeorm';

export interface DatabaseCheck {
  /** Rows per application table (pg-boss's own tables left out). */
  rows: Record<string, number>;
  /** What makes the database unfit to serve; empty when it is fit. */
  problems: string[];
}

/** Tables without which no page can be served. */
const MUST_HAVE_ROWS = ['tier', 'generation', 'migrations'];

/**
 * The read checks to run after a restore (and before pointing the api at a database): the schema is
 * at the app's latest migration, the reference tables are filled, and every id sequence is ahead of
 * its table (a data-only or hand-made restore that left them behind would fail the next insert).
 */
export async function checkDatabase(dataSource: DataSource): Promise<DatabaseCheck> {
  const problems: string[] = [];
  if (await dataSource.showMigrations()) problems.push('migrations are pending: run the migration command first');
  const tables: { table: string }[] = await dataSource.query(`SELECT table_name AS table FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`);
  const rows: Record<string, number> = {};
  for (const { table } of tables) {
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM "${table}"`);
    rows[table] = count;
  }
  for (const table of MUST_HAVE_ROWS) if (!rows[table]) problems.push(`table ${table} is empty or missing`);
  const sequences: { table: string; column: string; sequence: string }[] = await dataSource.query(
    `SELECT c.table_name AS table, c.column_name AS column, pg_get_serial_sequence(format('%I', c.table_name), c.column_name) AS sequence
       FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND pg_get_serial_sequence(format('%I', c.table_name), c.column_name) IS NOT NULL`,
  );
  for (const { table, column, sequence } of sequences) {
    const [{ behind }] = await dataSource.query(
      `SELECT coalesce((SELECT max("${column}") FROM "${table}"), 0) > (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM ${sequence}) AS behind`,
    );
    if (behind) problems.push(`sequence ${sequence} is behind ${table}.${column}`);
  }
  return { rows, problems };
}
