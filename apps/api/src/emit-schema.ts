// `npm run graphql:schema`: writes the GraphQL schema the code builds to apps/api/schema.graphql.
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { printApiSchema, SCHEMA_FILE } from './graphql/schema-artefact';

printApiSchema().then(
  (schema) => {
    writeFileSync(SCHEMA_FILE, schema);
    console.log(`GraphQL schema written to ${SCHEMA_FILE}`);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
