import { readFileSync } from 'node:fs';
import { buildOpenApiDocument, OPENAPI_FILE, printOpenApiDocument, printSdkTypes, SDK_TYPES_FILE } from './openapi-artefact';

describe('the REST contract checked in to libs/sdk', () => {
  it('is the document the route table makes, and the SDK types are generated from it: after a change, run `npm run sdk:generate` and commit both', async () => {
    const document = await buildOpenApiDocument();
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(printOpenApiDocument(document));
    expect(readFileSync(SDK_TYPES_FILE, 'utf8')).toBe(await printSdkTypes(document));
  });
});
