import { startTestApi, TestApi } from '../testing/test-api';
import { buildOpenApiDocument, inputJsonSchema, openApiPath } from './openapi';
import { ROUTES } from './routes';

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument(ROUTES);

  it('documents every route once, with its access rule, summary, path parameters and input schemas', () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(new Set(documented).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method];
      expect(operation).toBeDefined();
      expect(operation.summary.length).toBeGreaterThan(5);
      expect(operation['x-access']).toBe(route.access);
      expect(Boolean(operation.security)).toBe(route.access !== 'public');
      const pathParameters = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(operation.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(pathParameters);
      if (pathParameters.length) expect(route.params).toBeDefined();
      if (route.query) expect(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(Object.keys(inputJsonSchema(route.query).properties ?? {}));
      expect(Boolean(operation.requestBody)).toBe(route.body !== undefined);
    }
  });

  it('describes every input it documents with a typed schema, never an open one', () => {
    const untyped: string[] = [];
    const visit = (where: string, schema: Record<string, unknown>) => {
      if (!schema.type && !schema.anyOf && !schema.enum && !schema.const) untyped.push(where);
      for (const [name, property] of Object.entries((schema.properties as Record<string, Record<string, unknown>>) ?? {})) visit(`${where}.${name}`, property);
    };
    for (const route of ROUTES) {
      for (const [part, schema] of [['query', route.query], ['params', route.params], ['body', route.body]] as const) {
        if (schema && schema !== 'raw') visit(`${route.method} ${route.path} ${part}`, inputJsonSchema(schema));
      }
    }
    expect(untyped).toEqual([]);
  });

  describe('served by the api', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(() => api.stop());

    it('at /openapi.json and, readable, at /docs', async () => {
      const json = await api.call('GET', '/openapi.json');
      expect(json.status).toBe(200);
      expect(json.body).toEqual(JSON.parse(JSON.stringify(document)));
      const docs = await fetch(`${api.url}/docs`);
      expect(docs.headers.get('content-type')).toContain('text/html');
      const html = await docs.text();
      for (const route of ROUTES) expect(html).toContain(`<code>${openApiPath(route.path)}</code>`);
    });
  });
});
