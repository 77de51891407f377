import Fastify from 'fastify';
import path from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import type { Services } from '@bonus/server';
import { serializerCompiler, validatorCompiler } from '../http/schema-compilers';
import { registerOpenApi, type OpenApiDocument } from './openapi';
import { registerRoutes } from './route-table';
import { ROUTES } from './routes';

/** The REST contract as checked-in artefacts in libs/sdk: the document, and the SDK's types generated from it. */
export const OPENAPI_FILE = path.resolve(__dirname, '../../../../libs/sdk/openapi.json');
export const SDK_TYPES_FILE = path.resolve(__dirname, '../../../../libs/sdk/src/schema.ts');

/**
 * The document /openapi.json serves, made without starting the api: the route table registered on a bare
 * Fastify instance (no handler runs; the raw-body routes last, as the api registers them).
 */
export async function buildOpenApiDocument(): Promise<OpenApiDocument> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app);
  const notServing = {} as Services;
  const nobody = async () => ({ kind: 'anonymous' }) as const;
  registerRoutes(app, ROUTES.filter((route) => route.body !== 'raw'), notServing, nobody);
  registerRoutes(app, ROUTES.filter((route) => route.body === 'raw'), notServing, nobody);
  await app.ready();
  const document = JSON.parse(JSON.stringify(app.swagger())) as OpenApiDocument;
  await app.close();
  return document;
}

export const printOpenApiDocument = (document: OpenApiDocument) => `${JSON.stringify(document, null, 2)}\n`;

/** The SDK's TypeScript types of every path, operation and schema (openapi-typescript). */
export async function printSdkTypes(document: OpenApiDocument): Promise<string> {
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
  return `${COMMENT_HEADER}${astToString(ast)}`;
}
