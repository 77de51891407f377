import { DataSource } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from '../persistence/naming-strategy';

export interface DataSourceOptions {
  url: string;
  /** Pool size per process; several api copies share the server's max_connections. */
  poolSize?: number;
  logging?: boolean;
}

/** The one TypeORM DataSource of a process. Schema changes only ever come from reviewed migrations. */
/** Opens a small DataSource for a one-shot script (migrate, seed, schema diff), runs `work`, and closes it. */
export async function withDataSource<T>(url: string | undefined, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  if (!url) throw new Error('DATABASE_URL is required');
  const dataSource = await createDataSource({ url, poolSize: 2 }).initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

export function createDataSource({ url, poolSize = 10, logging = false }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    uuidExtension: 'pgcrypto',
    logging,
    // A request waits at most 5 s for a connection, so an unreachable database fails fast (503), not slowly.
    extra: { max: poolSize, application_name: 'bonus-klub', connectionTimeoutMillis: 5000 },
  });
}
