import { z } from 'zod';
import { escapeHtml } from '@bonus/server';
import type { RouteDefinition } from './route-table';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  'x-access': RouteDefinition['access'];
  security?: Array<Record<string, string[]>>;
  parameters: Array<{ name: string; in: 'query' | 'path'; required: boolean; schema: JsonSchema }>;
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, unknown>;
}

const ERROR_BODY = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'Czech text for the person (spec section 8)' },
    code: { type: 'string', description: 'Stable error code' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Per-field texts for bad input' },
    reason: { type: 'string' },
  },
};

/** The JSON Schema (2020-12, as OpenAPI 3.1 uses) of what a client sends, from the zod schema the route validates with. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** `/pay/:orderId` → `/pay/{orderId}` */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

function parametersOf(schema: z.ZodType | undefined, location: 'query' | 'path'): OpenApiOperation['parameters'] {
  if (!schema) return [];
  const json = inputJsonSchema(schema);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function successResponse(route: RouteDefinition): Record<string, unknown> {
  const status = String(route.status ?? 200);
  if (route.status === 204) return { '204': { description: 'Done, no body' } };
  if (route.raw === 'html') return { '200': { description: 'An HTML page', content: { 'text/html': {} } }, '303': { description: 'Back to the web app' } };
  if (route.raw === 'ics') return { '200': { description: 'An iCalendar feed', content: { 'text/calendar': {} } } };
  if (route.raw === 'csv') return { '200': { description: 'A CSV file (UTF-8, ";"-separated)', content: { 'text/csv': {} } } };
  if (route.raw === 'bank-file') return { [status]: { description: 'A bulk payment order in the Czech ABO/KPC format (ASCII, CRLF)', content: { 'text/plain': {} } } };
  return { [status]: { description: 'JSON as spec section 7 describes', content: { 'application/json': { schema: {} } } } };
}

/** The OpenAPI 3.1 document of the whole REST surface, built from the same route table and schemas that serve and validate it. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    const operation: OpenApiOperation = {
      operationId: `${route.method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
      summary: route.summary,
      'x-access': route.access,
      ...(route.access === 'public' ? {} : { security: [{ firebaseIdToken: [] }] }),
      parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
      responses: {
        ...successResponse(route),
        '4XX': { description: 'Refused: bad input, not signed in, not allowed, not found, conflict or too many requests', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        '503': { description: 'The database is unavailable or the site is in maintenance', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    };
    if (route.body === 'raw') {
      operation.requestBody = { required: true, content: { 'application/json': { schema: { type: 'object', description: 'Checked byte for byte against the Stripe-Signature header' } } } };
    } else if (route.body) {
      const type = route.raw === 'html' ? 'application/x-www-form-urlencoded' : 'application/json';
      operation.requestBody = { required: true, content: { [type]: { schema: inputJsonSchema(route.body) } } };
    }
    (paths[path] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bonus Klub REST API',
      version: '1.0.0',
      description: 'The REST calls of the product spec (section 7). Members and admins send a Firebase ID token as `Authorization: Bearer …`. Money is in whole Kč, time in unix seconds.',
    },
    paths,
    components: {
      securitySchemes: { firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
      schemas: { Error: ERROR_BODY },
    },
  };
}

/** /docs: the document as one readable HTML page, without scripts (the api's CSP allows none). */
export function renderDocsPage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters.length
        ? `<h4>Parametry</h4><ul>${operation.parameters.map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', povinný' : ''}): <code>${escapeHtml(JSON.stringify(p.schema))}</code></li>`).join('')}</ul>`
        : '';
      const body = operation.requestBody
        ? `<h4>Tělo</h4><pre>${escapeHtml(JSON.stringify(Object.values(operation.requestBody.content)[0].schema, null, 2))}</pre>`
        : '';
      return `<section><h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <small>${escapeHtml(operation['x-access'])}</small></h3><p>${escapeHtml(operation.summary)}</p>${parameters}${body}</section>`;
    }),
  );
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(document.info.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#111;background:#fff}section{border-top:1px solid #ccc;padding:.5rem 0}.method{font-weight:700}small{color:#555}pre{overflow:auto;background:#f4f4f4;padding:.5rem}code{word-break:break-word}</style></head>
<body><main><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description)}</p><p><a href="/openapi.json">openapi.json</a></p>${operations.join('\n')}</main></body></html>`;
}
