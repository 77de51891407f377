// `npm run sdk:generate`: writes the REST contract to libs/sdk (openapi.json and the SDK's types from it).
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument, OPENAPI_FILE, printOpenApiDocument, printSdkTypes, SDK_TYPES_FILE } from './rest/openapi-artefact';

buildOpenApiDocument().then(
  async (document) => {
    writeFileSync(OPENAPI_FILE, printOpenApiDocument(document));
    writeFileSync(SDK_TYPES_FILE, await printSdkTypes(document));
    console.log(`REST contract written to ${OPENAPI_FILE} and ${SDK_TYPES_FILE}`);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
