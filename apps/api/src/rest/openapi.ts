import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ERROR_CATALOGUE } from '@bonus/domain';
import { escapeHtml } from '@bonus/server';
import { BODY_LIMIT } from '../http/body-parsing';
import { PUBLIC_READ_CACHE_CONTROL } from '../http/caching-headers';
import type { RouteDefinition } from './route-table';
import { ROUTE_GROUPS } from './routes';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

/** One operation of /openapi.json as @fastify/swagger writes it from a route of the table. */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  'x-access': RouteDefinition['access'];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: 'query' | 'path'; required: boolean; schema: JsonSchema }>;
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
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

const DESCRIPTION = 'x-response-description';
/** A public read's answer may be shared by caches (http/caching-headers.ts). */
const SHARED_READ_HEADERS = {
  'cache-control': { type: 'string', const: PUBLIC_READ_CACHE_CONTROL, description: 'Any cache may keep the answer and revalidate it by its tag' },
  etag: { type: 'string', description: 'The tag of these bytes, for `If-None-Match`' },
};
const RAW_CONTENT: Record<NonNullable<RouteDefinition['raw']>, [string, string]> = {
  html: ['text/html', 'An HTML page'],
  ics: ['text/calendar', 'An iCalendar feed'],
  csv: ['text/csv', 'A CSV file (UTF-8, ";"-separated)'],
  'bank-file': ['text/plain', 'A bulk payment order in the Czech ABO/KPC format (ASCII, CRLF)'],
};

/** `/pay/:orderId` → `/pay/{orderId}` */
export const openApiPath = (routePath: string) => routePath.replace(/:(\w+)/g, '{$1}');

const operationId = (route: RouteDefinition) =>
  `${route.method}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`;

const TAG_OF = new Map(ROUTE_GROUPS.flatMap((group) => group.routes.map((route) => [route, group.tag] as const)));

const ACCESS_TEXT: Record<RouteDefinition['access'], string> = {
  public: 'Public: no credentials.',
  account: 'A signed-in Firebase account, registered or not (sign-up).',
  member: 'A member: a Firebase ID token, or a personal API token with the scope listed.',
  admin: "An admin: a Firebase ID token, or an admin's personal API token with the admin scope.",
};

/** A personal API token (Nastavení → API tokeny, `bk_live_…`) as one bearer scheme per scope it needs. */
const apiTokenScheme = (description: string) => ({ type: 'http' as const, scheme: 'bearer', bearerFormat: 'bk_live_…', description: `A personal API token ${description}.` });
const API_TOKEN_SCHEMES = {
  apiTokenRead: apiTokenScheme('with the `read` scope'),
  apiTokenWrite: apiTokenScheme('with the `write` scope (changes)'),
  apiTokenAdmin: apiTokenScheme("of an admin with the `admin` scope (and `write` for changes)"),
};

const changes = (route: RouteDefinition) => route.method !== 'get' && !route.readOnly;

/**
 * Who may call: nobody needs credentials for a public route (`security: []`); a sign-up or a change of
 * credentials takes a Firebase ID token only; anything else also a personal API token with the scope
 * it needs (one bearer scheme per scope, so tools that know scopes only from OAuth read them too).
 */
function securityOf(route: RouteDefinition): Record<string, string[]>[] {
  if (route.access === 'public') return [];
  const firebase = { firebaseIdToken: [] };
  if (route.access === 'account' || route.signedInSession) return [firebase];
  return [firebase, { [route.access === 'admin' ? 'apiTokenAdmin' : changes(route) ? 'apiTokenWrite' : 'apiTokenRead']: [] }];
}

/** Input fields that name a record (`id`, `bonus_id`, …): an unknown one is 404. */
function namesRecord(route: RouteDefinition): boolean {
  if (route.params) return true;
  return [route.query, route.body].some((schema) => schema && typeof schema === 'object' && 'shape' in schema && Object.keys(schema.shape as object).some((key) => key === 'id' || key.endsWith('_id')));
}

/** What a refusal of each status means, for the statuses a route's coded refusals (`refusals`) add. */
const REFUSAL_MEANING: Record<number, string> = {
  400: 'Bad input, or a request that cannot be read: `error` says what in Czech, `fields` per field',
  403: 'Not allowed',
  404: 'Not found',
  409: 'In conflict with the current state',
  502: 'An outside service (the payment provider, the mail server, the bank) did not answer as it should; try again later',
};

/** A route's coded refusals by their status (the catalogue's), each listed with its Czech text; a member's or admin's route also refuses an account not registered yet. */
function codedRefusals(route: RouteDefinition): Map<number, string> {
  const byStatus = new Map<number, string[]>();
  const registeredOnly = route.access === 'member' || route.access === 'admin';
  for (const code of [...(registeredOnly ? (['USER_NOT_REGISTERED'] as const) : []), ...(route.refusals ?? [])]) {
    const { status, message } = ERROR_CATALOGUE[code];
    if (status === undefined) throw new Error(`${route.method} ${route.path}: ${code} is a screen-side text, not a refusal`);
    byStatus.set(status, [...(byStatus.get(status) ?? []), `\`${code}\`, "${message}"`]);
  }
  return new Map([...byStatus].map(([status, listed]) => [status, `\`code\`: ${listed.join('; ')}`]));
}

/** The refusals a route can give, each with the error body: those of every route of its kind, and its own coded ones. */
function errorResponses(route: RouteDefinition): Record<string, JsonSchema> {
  const refusal = (description: string) => ({ ...ERROR_BODY, description });
  const signedIn = route.access !== 'public';
  const meanings: Record<string, string> = {
    '400': REFUSAL_MEANING[400],
    ...(signedIn && { '401': 'No credentials, or an invalid or expired one (with a `WWW-Authenticate: Bearer` challenge)' }),
    ...(signedIn && { '403': 'Not allowed: not an admin, a token without the scope (`insufficient_scope`), or a deactivated account' }),
    ...(namesRecord(route) && { '404': 'No such record, or not the caller’s' }),
    ...(signedIn && changes(route) && { '409': 'In conflict with the current state: already done, sold out or a limit reached' }),
    ...(route.body && { '413': 'The body is larger than the route takes' }),
    ...(route.body && route.body !== 'raw' && { '415': route.raw === 'html' ? 'The body is not a form' : 'The body is not JSON' }),
    '429': `Too many requests (\`code\`: \`RATE_LIMITED\`, "${ERROR_CATALOGUE.RATE_LIMITED.message}"): every route counts per client address and per credential${route.rateLimit === 'strict' ? ', and this one also toward a stricter limit per address' : ''}; try again after Retry-After seconds`,
    '431': `The address or the headers are larger than the api reads (\`code\`: \`HEADERS_TOO_LARGE\`, "${ERROR_CATALOGUE.HEADERS_TOO_LARGE.message}")`,
    '503': `The database or Firebase Authentication is unavailable (\`code\`: \`SERVICE_UNAVAILABLE\`, \`AUTH_UNAVAILABLE\`: try again in a while), or the site is in maintenance`,
  };
  for (const [status, listed] of codedRefusals(route)) meanings[status] = `${meanings[status] ?? REFUSAL_MEANING[status] ?? 'Refused'} (${listed})`;
  const responses: Record<string, JsonSchema> = Object.fromEntries(Object.entries(meanings).map(([status, meaning]) => [status, refusal(meaning)]));
  responses['429'].headers = { 'retry-after': { type: 'integer', minimum: 1, description: 'Seconds until the limit lets the caller try again' } };
  return responses;
}

const documented = new WeakMap<RouteDefinition, ReadonlySet<number>>();

/**
 * Every status the document lists for the route, success and refusal: what the api may answer it with
 * (http/contract-watch.ts reports any other; a 500 is a fault of its own, logged as one).
 */
export function documentedStatuses(route: RouteDefinition): ReadonlySet<number> {
  let statuses = documented.get(route);
  if (!statuses) {
    statuses = new Set([route.status ?? 200, ...Object.keys(successResponses(route)), ...Object.keys(errorResponses(route))].map(Number));
    documented.set(route, statuses);
  }
  return statuses;
}

/** OpenAPI 3.1 says a single allowed value as `const` (@fastify/swagger writes a one-value `enum`, as 3.0 had to). */
function withConsts(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  if (Array.isArray(node.enum) && node.enum.length === 1) {
    node.const = node.enum[0];
    delete node.enum;
  }
  for (const inner of Object.values(node)) withConsts(inner);
}

/** What the route answers on success, beside the JSON schema its zod response schema gives. */
function successResponses(route: RouteDefinition): Record<string, JsonSchema> {
  const status = String(route.status ?? 200);
  if (route.status === 204) return { '204': { type: 'null', description: 'Done, no body' } };
  if (route.access === 'public' && route.method === 'get' && !route.raw) return { '304': { type: 'null', description: 'Not modified: the `If-None-Match` tag is still the current one' } };
  if (route.raw) {
    const [type, description] = RAW_CONTENT[route.raw];
    const page = { description, content: { [type]: { schema: { type: 'string' } } } };
    return route.raw === 'html' ? { '200': page, '303': { type: 'null', description: 'Back to the web app' } } : { [status]: page };
  }
  return {};
}

/**
 * Adds what the route table knows to each operation (its access rule, its summary, its non-JSON and
 * error answers) and hides routes that are not part of the REST surface (/graphql, /health, …).
 */
function describeRoute(input: Parameters<typeof jsonSchemaTransform>[0]): ReturnType<typeof jsonSchemaTransform> {
  const route = (input.route.config as { definition?: RouteDefinition } | undefined)?.definition;
  if (!route) return { schema: { hide: true }, url: input.url };
  const { schema, url } = jsonSchemaTransform(input);
  const response = (schema.response ?? {}) as Record<string, JsonSchema>;
  for (const json of Object.values(response)) json[DESCRIPTION] = 'JSON as spec section 7 describes';
  if (route.access === 'public' && route.method === 'get' && response['200']) response['200'].headers = SHARED_READ_HEADERS;
  const described: Record<string, unknown> = {
    ...schema,
    operationId: operationId(route),
    summary: route.summary,
    description: `${route.summary}. ${ACCESS_TEXT[route.access]}`,
    tags: [TAG_OF.get(route) ?? 'Other'],
    'x-access': route.access,
    security: securityOf(route),
    ...(route.body === 'raw' && { body: { type: 'string', format: 'binary', maxLength: route.bodyLimit ?? BODY_LIMIT, description: route.rawBody?.description ?? 'Raw bytes' } }),
    ...(route.rawBody && { consumes: [...route.rawBody.contentTypes] }),
    ...(route.raw === 'html' && route.body && { consumes: ['application/x-www-form-urlencoded'] }),
    response: {
      ...response,
      ...successResponses(route),
      ...errorResponses(route),
    },
  };
  return { url, schema: described };
}

/**
 * The OpenAPI 3.1 document of the whole REST surface, generated by @fastify/swagger from the routes
 * as registered (their zod input and response schemas), served at /openapi.json and, readable, at
 * /docs. Register before the routes: swagger collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bonus Klub REST API',
        version: '1.0.0',
        description:
          'The REST calls of the product spec (section 7). Members and admins send a Firebase ID token, or a personal API token, as `Authorization: Bearer …`. Money is in whole Kč, time in unix seconds. Errors carry a Czech `error` text and a stable `code`.',
        contact: { name: 'Bonus Klub', url: 'https://bonusklub.cz', email: 'podpora@bonusklub.cz' },
        license: { name: 'Proprietary', url: 'https://bonusklub.cz/obchodni-podminky' },
      },
      // The local stack (npm start) serves the same at http://localhost:3000.
      servers: [{ url: 'https://api.bonusklub.cz', description: 'Production' }],
      tags: ROUTE_GROUPS.map(({ tag, description }) => ({ name: tag, description })),
      components: {
        securitySchemes: {
          firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Firebase Authentication ID token of the signed-in account.' },
          ...API_TOKEN_SCHEMES,
        },
      },
    },
    transform: describeRoute,
    transformObject: (documentObject) => {
      const { openapiObject } = documentObject as Extract<typeof documentObject, { openapiObject: unknown }>;
      withConsts(openapiObject.paths);
      return openapiObject;
    },
  });
  // Both are made on the first request (the routes are all known by then) and kept.
  let docsPage: string | undefined;
  app.get('/openapi.json', async () => app.swagger());
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send((docsPage ??= renderDocsPage(app.swagger() as unknown as OpenApiDocument))));
}

const schemaBlock = (title: string, schema: unknown) => `<h4>${title}</h4><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;

/** /docs: the document as one readable HTML page, without scripts (the api's CSP allows none) and without any download. */
export function renderDocsPage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters?.length
        ? `<h4>Parametry</h4><ul>${operation.parameters.map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', povinný' : ''}): <code>${escapeHtml(JSON.stringify(p.schema))}</code></li>`).join('')}</ul>`
        : '';
      const body = operation.requestBody ? schemaBlock('Tělo', Object.values(operation.requestBody.content)[0].schema) : '';
      const answers = Object.entries(operation.responses)
        .filter(([status]) => status.startsWith('2'))
        .map(([status, response]) => (response.content ? schemaBlock(`Odpověď ${status}`, Object.values(response.content)[0].schema) : `<h4>Odpověď ${escapeHtml(status)}</h4><p>${escapeHtml(response.description)}</p>`))
        .join('');
      return `<section><h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <small>${escapeHtml(operation['x-access'])}</small></h3><p>${escapeHtml(operation.summary)}</p>${parameters}${body}${answers}</section>`;
    }),
  );
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(document.info.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#111;background:#fff}section{border-top:1px solid #ccc;padding:.5rem 0}.method{font-weight:700}small{color:#555}pre{overflow:auto;background:#f4f4f4;padding:.5rem;max-height:24rem}code{word-break:break-word}</style></head>
<body><main><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description)}</p><p><a href="/openapi.json">openapi.json</a></p>${operations.join('\n')}</main></body></html>`;
}
