import { z } from 'zod';
import { startTestApi, TestApi } from '../testing/test-api';
import { openApiPath, type OpenApiDocument } from './openapi';
import { buildOpenApiDocument } from './openapi-artefact';
import { ROUTES } from './routes';

const inputProperties = (schema: z.ZodType) => Object.keys((z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties ?? {});

describe('the OpenAPI document served at /openapi.json', () => {
  let api: TestApi;
  let document: OpenApiDocument;
  beforeAll(async () => {
    api = await startTestApi();
    const served = await api.call('GET', '/openapi.json');
    expect(served.status).toBe(200);
    document = served.body;
  });
  afterAll(() => api.stop());

  it('is the document the SDK is generated from (libs/sdk/openapi.json is built the same way, without a server)', async () => {
    expect(document).toEqual(await buildOpenApiDocument());
  });

  it('documents every route once, with its access rule, summary, path parameters and input schemas', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(new Set(documented).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method];
      expect(operation).toBeDefined();
      expect(operation.summary.length).toBeGreaterThan(5);
      expect(operation['x-access']).toBe(route.access);
      if (route.access === 'public') expect(operation.security).toEqual([]);
      else expect(operation.security?.length).toBeGreaterThan(0);
      const parameters = operation.parameters ?? [];
      const pathParameters = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(pathParameters);
      if (pathParameters.length) expect(route.params).toBeDefined();
      if (route.query) expect(parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(inputProperties(route.query));
      expect(Boolean(operation.requestBody)).toBe(route.body !== undefined);
    }
  });

  it('describes every input and every JSON answer with a typed schema, never an open one', () => {
    const untyped: string[] = [];
    const visit = (where: string, schema: Record<string, unknown>) => {
      if (!schema.type && !schema.anyOf && !schema.oneOf && !schema.enum && !schema.const) untyped.push(where);
      for (const [name, property] of Object.entries((schema.properties as Record<string, Record<string, unknown>>) ?? {})) visit(`${where}.${name}`, property);
      if (schema.items) visit(`${where}[]`, schema.items as Record<string, unknown>);
    };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const parameter of operation.parameters ?? []) visit(`${method} ${path} ${parameter.name}`, parameter.schema);
        for (const content of Object.values(operation.requestBody?.content ?? {})) visit(`${method} ${path} body`, content.schema);
        for (const [status, response] of Object.entries(operation.responses)) {
          for (const content of Object.values(response.content ?? {})) visit(`${method} ${path} ${status}`, content.schema);
        }
      }
    }
    expect(untyped).toEqual([]);
  });

  it('gives every JSON route its answer schema, and every route its error answers', () => {
    for (const route of ROUTES) {
      const { responses } = document.paths[openApiPath(route.path)][route.method];
      const status = String(route.status ?? 200);
      const refusals = [...(route.access === 'public' ? [] : ['401', '403', '429']), ...(route.body ? ['413'] : []), ...(route.body && route.body !== 'raw' ? ['415'] : [])];
      expect([route.path, Object.keys(responses)]).toEqual([route.path, expect.arrayContaining([status, '400', ...refusals, '431', '503'])]);
      expect(Object.keys(responses)).not.toContain('4XX');
      if (route.raw || route.status === 204) continue;
      expect(responses[status].content?.['application/json']?.schema).toEqual(expect.objectContaining({ type: expect.anything() }));
    }
  });

  it('names the credentials each operation takes: none when public, a Firebase token or an API token with the scope it needs', () => {
    const security = (method: string, path: string) => document.paths[path][method].security;
    expect(security('get', '/tier_all')).toEqual([]);
    expect(security('get', '/bonus_all')).toEqual([{ firebaseIdToken: [] }, { apiTokenRead: [] }]);
    expect(security('put', '/bonus_progress')).toEqual([{ firebaseIdToken: [] }, { apiTokenWrite: [] }]);
    expect(security('post', '/bonus')).toEqual([{ firebaseIdToken: [] }, { apiTokenAdmin: [] }]);
    expect(security('post', '/user')).toEqual([{ firebaseIdToken: [] }]);
    for (const route of ROUTES) expect(document.paths[openApiPath(route.path)][route.method]).toMatchObject({ tags: [expect.any(String)], description: expect.stringContaining(route.summary) });
  });

  it('is readable at /docs, offline (no script, no address outside the api)', async () => {
    const docs = await fetch(`${api.url}/docs`);
    expect(docs.headers.get('content-type')).toContain('text/html');
    const html = await docs.text();
    for (const route of ROUTES) expect(html).toContain(`<code>${openApiPath(route.path)}</code>`);
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//i);
  });
});
