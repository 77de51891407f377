import { DataSource } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './naming-strategy';

export interface DataSourceOptions {
  url: string;
  /** Pool size per process; several api copies share the server's max_connections. */
  poolSize?: number;
  logging?: boolean;
}

/** The one TypeORM DataSource of a process. Schema changes only ever come from reviewed migrations. */
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
    extra: { max: poolSize, application_name: 'bonus-klub' },
  });
}
