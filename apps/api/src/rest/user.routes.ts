import { createUserInputSchema, forgotPasswordSchema, updateUserInputSchema } from '@bonus/domain';
import { currentToken, currentUser } from '../auth/identity';
import { parseInput } from '../validation';
import type { RouteDefinition } from './route-table';

/** The user calls of spec section 7. */
export const userRoutes: RouteDefinition[] = [
  {
    method: 'post',
    path: '/user',
    access: 'account',
    status: 201,
    handler: ({ req, identity, services }) => services.users.register(currentToken(identity), parseInput(createUserInputSchema(), req.body)),
  },
  { method: 'get', path: '/user', access: 'member', handler: ({ identity, services }) => services.users.profile(currentUser(identity)) },
  {
    method: 'put',
    path: '/user',
    access: 'member',
    handler: ({ req, identity, services }) => services.users.update(currentUser(identity), parseInput(updateUserInputSchema, req.body)),
  },
  {
    method: 'delete',
    path: '/user',
    access: 'member',
    status: 204,
    handler: ({ identity, services }) => services.users.erase(currentUser(identity)),
  },
  {
    method: 'delete',
    path: '/user/firebase_deletion',
    access: 'account',
    status: 204,
    handler: ({ identity, services }) => services.users.deleteUnregisteredAccount(currentToken(identity)),
  },
  {
    method: 'get',
    path: '/user/password_forgotten',
    access: 'public',
    handler: async ({ req, services }) => {
      const { email } = parseInput(forgotPasswordSchema, { email: typeof req.query.email === 'string' ? req.query.email : '' });
      await services.users.requestPasswordReset(email, req.ip ?? 'unknown');
      return { sent: true };
    },
  },
];
