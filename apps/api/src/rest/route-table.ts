import express, { Router, type Request, type Response } from 'express';
import type { Services } from '@bonus/server';
import { Access, assertAccess, assertNotInMaintenance, Identity, IdentityResolver } from '../auth/identity';

export interface RouteContext {
  req: Request;
  res: Response;
  identity: Identity;
  services: Services;
}

export interface RouteDefinition {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  access: Access;
  /** Success status; the spec expects 201 for creations. */
  status?: number;
  /** The handler writes the response itself (HTML pages, redirects) instead of returning JSON. */
  raw?: true;
  /** 'raw' hands the handler the body as a Buffer (signed webhooks); JSON and forms are parsed otherwise. */
  body?: 'raw';
  handler: (context: RouteContext) => Promise<unknown>;
}

/** Mounts a table of routes; each checks its declared access before its handler runs. */
export function mountRoutes(routes: readonly RouteDefinition[], services: Services, resolveIdentity: IdentityResolver): Router {
  const router = Router();
  for (const route of routes) {
    const parsers = route.body === 'raw' ? [express.raw({ type: '*/*', limit: '1mb' })] : [];
    router[route.method](route.path, ...parsers, async (req: Request, res: Response) => {
      const identity: Identity = route.access === 'public' ? { kind: 'anonymous' } : await resolveIdentity(req);
      assertAccess(route.access, identity);
      await assertNotInMaintenance(route.access, identity, services);
      const body = await route.handler({ req, res, identity, services });
      // Every admin change is recorded once it has succeeded.
      if (route.access === 'admin' && route.method !== 'get' && identity.kind === 'admin') {
        await services.audit.record(identity.user.id, `rest:${route.method.toUpperCase()} ${route.path}`, { query: req.query, body: req.body });
      }
      if (route.raw) return;
      if (route.status === 204) res.status(204).end();
      else res.status(route.status ?? 200).json(body);
    });
  }
  return router;
}
