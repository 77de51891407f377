import { lexicographicSortSchema, printSchema } from 'graphql';
import path from 'node:path';
import { buildApiSchema } from './schema';

/** The GraphQL schema as a checked-in artefact: clients are written against it, and reviews see its changes. */
export const SCHEMA_FILE = path.resolve(__dirname, '../../schema.graphql');

/** The schema the code builds, printed in a stable (sorted) order. */
export async function printApiSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildApiSchema()))}\n`;
}
