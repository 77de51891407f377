import express, { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import type { Services } from '@bonus/server';
import { Access, assertAccess, assertNotInMaintenance, Identity, IdentityResolver } from '../auth/identity';
import { parseInput } from '../validation';

export interface RouteContext<Query = unknown, Body = unknown, Params = unknown> {
  req: Request;
  res: Response;
  identity: Identity;
  services: Services;
  /** The query string, body and path parameters, already checked against the route's schemas. */
  query: Query;
  body: Body;
  params: Params;
}

/**
 * One REST route. Its input is declared as libs/domain (zod) schemas: the table validates against
 * them before the handler runs, and the OpenAPI document (/openapi.json) is generated from the same
 * schemas, so what is documented is what is enforced.
 */
export interface RouteDefinition<Query = unknown, Body = unknown, Params = unknown> {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  access: Access;
  /** One line for the API documentation. */
  summary: string;
  query?: z.ZodType<Query>;
  /** A JSON (or, for the local gateway's forms, urlencoded) body; 'raw' hands the handler the bytes (signed webhooks). */
  body?: z.ZodType<Body> | 'raw';
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
  /** The handler writes the response itself (HTML pages, redirects, CSV, iCalendar, bank files) instead of returning JSON. */
  raw?: 'html' | 'csv' | 'ics' | 'bank-file';
  /** An admin change whose service writes its audit entry in its own transaction (money moves), so the table does not wrap it in one. */
  auditedInTransaction?: true;
  handler: (context: RouteContext<Query, Body, Params>) => Promise<unknown>;
}

/** Declares a route with its handler's input types inferred from its schemas. */
export function route<Query = undefined, Body = undefined, Params = undefined>(definition: RouteDefinition<Query, Body, Params>): RouteDefinition {
  return definition as RouteDefinition;
}

/** Handlers see only declared input: undeclared parts are undefined, a raw body stays bytes. */
const parseWith = (schema: z.ZodType | 'raw' | undefined, input: unknown) => (schema === undefined ? undefined : schema === 'raw' ? input : parseInput(schema, input));

/** Mounts a table of routes; each checks its declared access, then its input, before its handler runs. */
export function mountRoutes(routes: readonly RouteDefinition[], services: Services, resolveIdentity: IdentityResolver): Router {
  const router = Router();
  for (const route of routes) {
    const parsers = route.body === 'raw' ? [express.raw({ type: '*/*', limit: '1mb' })] : [];
    router[route.method](route.path, ...parsers, async (req: Request, res: Response) => {
      const identity: Identity = route.access === 'public' ? { kind: 'anonymous' } : await resolveIdentity(req, route.method === 'get' || route.readOnly ? 'recent' : 'fresh');
      assertAccess(route.access, identity);
      await assertNotInMaintenance(route.access, identity, services);
      const input = { query: parseWith(route.query, req.query), body: parseWith(route.body, req.body), params: parseWith(route.params, req.params) };
      const handle = () => route.handler({ req, res, identity, services, ...input });
      // Every admin change commits together with its audit entry (what was asked, as validated).
      const body =
        route.access === 'admin' && route.method !== 'get' && !route.auditedInTransaction && identity.kind === 'admin'
          ? await services.audit.audited(identity.user.id, `rest:${route.method.toUpperCase()} ${route.path}`, { query: input.query, body: input.body, params: input.params }, handle)
          : await handle();
      if (route.raw) return;
      if (route.status === 204) res.status(204).end();
      else res.status(route.status ?? 200).json(body);
    });
  }
  return router;
}
