import { Router, type Request, type Response } from 'express';
import type { Services } from '@bonus/server';
import { Access, assertAccess, Identity, IdentityResolver } from '../auth/identity';

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
  handler: (context: RouteContext) => Promise<unknown>;
}

/** Mounts a table of routes; each checks its declared access before its handler runs. */
export function mountRoutes(routes: readonly RouteDefinition[], services: Services, resolveIdentity: IdentityResolver): Router {
  const router = Router();
  for (const route of routes) {
    router[route.method](route.path, async (req, res) => {
      const identity: Identity = route.access === 'public' ? { kind: 'anonymous' } : await resolveIdentity(req);
      assertAccess(route.access, identity);
      const body = await route.handler({ req, res, identity, services });
      if (route.raw) return;
      if (route.status === 204) res.status(204).end();
      else res.status(route.status ?? 200).json(body);
    });
  }
  return router;
}
