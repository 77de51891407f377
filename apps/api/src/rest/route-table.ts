import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import type { ErrorCode } from '@bonus/domain';
import type { Services } from '@bonus/server';
import { Access, assertRouteCaller, Identity, IdentityResolver } from '../auth/identity';
import type { KeptAnswers } from '../http/kept-answers';
import { sendRawReply, type RawReply } from './raw-reply';

/** What a handler may know of the request besides its checked input. */
export interface RequestInfo {
  /** The client's address (through TRUSTED_PROXIES only), for per-client rate limits. */
  ip: string;
  headers: IncomingHttpHeaders;
}

export interface RouteContext<Query = unknown, Body = unknown, Params = unknown> {
  request: RequestInfo;
  identity: Identity;
  services: Services;
  /** The query string, body and path parameters, already checked against the route's schemas. */
  query: Query;
  body: Body;
  params: Params;
}

/**
 * One REST route. Its input and its answer are declared as libs/domain (zod) schemas: input is
 * validated against them before the handler runs, the answer is serialised through its schema, and
 * the OpenAPI document (/openapi.json) is generated from the same schemas, so what is documented is
 * what is enforced.
 */
export interface RouteDefinition<Query = unknown, Body = unknown, Params = unknown> {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  access: Access;
  /** One line for the API documentation. */
  summary: string;
  query?: z.ZodType<Query>;
  /** A JSON (or, for the local gateway's forms, urlencoded) body; 'raw' hands the handler the bytes (signed webhooks, uploaded files). */
  body?: z.ZodType<Body> | 'raw';
  /** A larger body than the api's default (uploaded statements); a bigger one is refused with 413. */
  bodyLimit?: number;
  /** What a raw body is, for the API documentation: its content types and a line about it. */
  rawBody?: { contentTypes: readonly string[]; description: string };
  params?: z.ZodType<Params>;
  /**
   * The success body's wire shape (libs/domain). Serialised from it, so a field it does not declare
   * never leaves the server, and documented from it in /openapi.json. Every JSON route declares one.
   */
  response?: z.ZodType;
  /** A POST that only reads (its query is a JSON body): checked and cached like a GET. */
  readOnly?: true;
  /** Success status; the spec expects 201 for creations. */
  status?: number;
  /**
   * The coded refusals the route answers beyond those of every route of its kind (bad input, credentials,
   * an unknown id, a signed-in change's conflict, sizes, rate limits, maintenance): /openapi.json lists each
   * under its catalogue status with its Czech text, and http/contract-watch.ts reports a status the
   * document does not list.
   */
  refusals?: readonly ErrorCode[];
  /** The handler answers with a RawReply (HTML pages, redirects, CSV, iCalendar, bank files) instead of JSON. */
  raw?: 'html' | 'csv' | 'ics' | 'bank-file';
  /** A read whose answer comes from outside the database (the payment provider) or starts something there: never kept (http/kept-answers.ts). */
  neverKept?: true;
  /** Changes credentials (the account itself, its sign-in): refused to personal API tokens. */
  signedInSession?: true;
  /**
   * 'strict': besides the limits of every request, the route counts toward RATE_LIMIT_STRICT per client
   * address (sign-up, password reset, uploads, public writes; http/edge-rate-limits.ts).
   */
  rateLimit?: 'strict';
  /** An admin change whose service writes its audit entry in its own transaction (money moves), so the table does not wrap it in one. */
  auditedInTransaction?: true;
  handler: (context: RouteContext<Query, Body, Params>) => Promise<unknown>;
}

/** Declares a route with its handler's input types inferred from its schemas. */
export function route<Query = undefined, Body = undefined, Params = undefined>(definition: RouteDefinition<Query, Body, Params>): RouteDefinition {
  return definition as RouteDefinition;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, resolved by the route's access check before its input is validated (null before). */
    identity: Identity | null;
  }
  interface FastifyContextConfig {
    /** The table entry a route was registered from (the OpenAPI transform reads it). */
    definition?: RouteDefinition;
  }
}

const ANONYMOUS: Identity = { kind: 'anonymous' };

/**
 * Registers a table of routes. Each checks its declared access (and maintenance) first, then Fastify
 * validates its input against the route's schemas (validation.ts), then the handler runs; an admin
 * change commits together with its audit entry. A signed-in JSON read repeated by the same caller with the
 * same (validated) input is answered from the response cache (`kept`, when given). The app decorates
 * requests with `identity` once.
 */
export function registerRoutes(app: FastifyInstance, routes: readonly RouteDefinition[], services: Services, resolveIdentity: IdentityResolver, responseCache: KeptAnswers | null = null): void {
  for (const definition of routes) {
    const status = definition.status ?? 200;
    const kept = responseCache && keptRead(definition) ? responseCache : null;
    const keeps = (answered: number) => answered === status;
    app.route({
      method: definition.method.toUpperCase() as Uppercase<RouteDefinition['method']>,
      url: definition.path,
      config: { definition },
      ...(definition.bodyLimit && { bodyLimit: definition.bodyLimit }),
      schema: {
        ...(definition.query && { querystring: definition.query }),
        ...(definition.params && { params: definition.params }),
        ...(definition.body && definition.body !== 'raw' && { body: definition.body }),
        ...(definition.response && { response: { [status]: definition.response } }),
      },
      // Public routes skip the hook: they have nobody to identify and no maintenance to respect.
      ...(definition.access !== 'public' && {
        preValidation: async (request: FastifyRequest) => {
          const identity = await resolveIdentity(request.headers, definition.method === 'get' || definition.readOnly ? 'recent' : 'fresh');
          await assertRouteCaller(definition, identity, services);
          request.identity = identity;
        },
      }),
      // After validation: only input the route accepts becomes part of a cache key.
      ...(kept && {
        preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
          const asked = [request.method, request.url, definition.readOnly ? request.body : null];
          if (request.identity && (await kept.answer(request, reply, request.identity, asked, 'rest', definition.path, keeps))) return reply;
        },
      }),
      handler: async (request, reply) => answer(definition, await run(definition, request, services), reply.code(status)),
    });
  }
}

/** A signed-in JSON read (a GET, or a POST that only reads) whose answer comes from the database alone. */
const keptRead = (definition: RouteDefinition) => definition.access !== 'public' && (definition.method === 'get' || Boolean(definition.readOnly)) && !definition.raw && !definition.neverKept;

function run(definition: RouteDefinition, request: FastifyRequest, services: Services): Promise<unknown> {
  // Handlers see only declared input: undeclared parts are undefined, a raw body stays bytes.
  const input = {
    query: definition.query ? request.query : undefined,
    body: definition.body ? request.body : undefined,
    params: definition.params ? request.params : undefined,
  };
  return invoke(definition, { ip: request.ip, headers: request.headers }, request.identity ?? ANONYMOUS, input, services);
}

/** Calls a route's handler; every admin change commits together with its audit entry (what was asked, as validated). */
function invoke(definition: RouteDefinition, request: RequestInfo, identity: Identity, input: Pick<RouteContext, 'query' | 'body' | 'params'>, services: Services): Promise<unknown> {
  const handle = () => definition.handler({ request, identity, services, ...input });
  if (definition.access === 'admin' && definition.method !== 'get' && !definition.auditedInTransaction && identity.kind === 'admin') {
    return services.audit.audited(identity.member.user.id, `rest:${definition.method.toUpperCase()} ${definition.path}`, input, handle);
  }
  return handle();
}

function answer(definition: RouteDefinition, body: unknown, reply: FastifyReply): FastifyReply {
  if (definition.raw) return sendRawReply(reply, body as RawReply);
  if (definition.status === 204 || body === undefined) return reply.send();
  // Fastify would send a bare string as text: every value goes through the route's serializer as JSON.
  return typeof body === 'object' ? reply.send(body) : reply.type('application/json; charset=utf-8').send(reply.serialize(body));
}
