import { createUserInputSchema, forgotPasswordSchema, sentDtoSchema, updateUserInputSchema, userDtoSchema } from '@bonus/domain';
import { assertProfileChangeAllowed, currentToken, currentMember, currentUser } from '../auth/identity';
import { route } from './route-table';

/** The user calls of spec section 7. */
export const userRoutes = [
  route({
    method: 'post',
    path: '/user',
    access: 'account',
    rateLimit: 'strict',
    signedInSession: true,
    summary: "Registers the signed-in Firebase account as a member with its e-mail and the consents of registration (idempotent)",
    status: 201,
    body: createUserInputSchema(),
    response: userDtoSchema,
    handler: ({ identity, services, body }) => services.users.register(currentToken(identity), body),
  }),
  route({ method: 'get', path: '/user', access: 'member', summary: "The member's profile", response: userDtoSchema, handler: ({ identity, services }) => services.users.profile(currentMember(identity)) }),
  route({
    method: 'put',
    path: '/user',
    access: 'member',
    summary: "Changes nickname, bank account, auto-withdraw or newsletter consent; an e-mail must be the signed-in account's (syncs it after a change in Firebase)",
    body: updateUserInputSchema,
    response: userDtoSchema,
    handler: ({ identity, services, body }) => {
      assertProfileChangeAllowed(identity, body);
      return services.users.update(currentUser(identity), currentToken(identity), body);
    },
  }),
  route({
    method: 'delete',
    path: '/user',
    access: 'member',
    signedInSession: true,
    summary: 'Erases the member (GDPR) right after they signed in again; payouts and orders are kept anonymised',
    status: 204,
    handler: ({ identity, services }) => services.users.eraseSelf(currentUser(identity), currentToken(identity)),
  }),
  route({
    method: 'delete',
    path: '/user/firebase_deletion',
    access: 'account',
    signedInSession: true,
    summary: 'Deletes a Firebase account that never registered',
    status: 204,
    handler: ({ identity, services }) => services.users.deleteUnregisteredAccount(currentToken(identity)),
  }),
  route({
    method: 'get',
    path: '/user/password_forgotten',
    access: 'public',
    rateLimit: 'strict',
    summary: 'Sends the password-reset e-mail (rate-limited per address and client)',
    refusals: ['PASSWORD_RESET_FAILED'],
    query: forgotPasswordSchema,
    response: sentDtoSchema,
    handler: async ({ request, services, query }) => {
      await services.users.requestPasswordReset(query.email, request.ip);
      return { sent: true };
    },
  }),
];
