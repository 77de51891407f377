import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

/** A statement PostgreSQL parses and plans once per pooled connection, then only binds and runs. */
export interface PreparedStatement {
  /** Unique per statement text: node-postgres prepares a name once per connection and reuses it. */
  name: string;
  text: string;
}

/** The DataSource's node-postgres pool; read at each use, as the driver creates it when the DataSource initialises. */
export function poolOf(dataSource: DataSource): Pool | undefined {
  return (dataSource.driver as unknown as { master?: Pool }).master;
}

/**
 * Runs a prepared statement straight on the DataSource's pool, for the few statements every request
 * sends: TypeORM's query builder costs more CPU in building SQL and hydrating entities than the
 * database spends answering them. It runs outside any unit of work, so it reads committed data.
 */
export async function runPrepared<Row extends QueryResultRow>(dataSource: DataSource, statement: PreparedStatement, values: unknown[]): Promise<Row[]> {
  return (await poolOf(dataSource)!.query<Row>({ name: statement.name, text: statement.text, values })).rows;
}
