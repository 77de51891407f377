import { Authorized, Extensions } from 'type-graphql';
import type { AuthChecker } from 'type-graphql';
import { Access, assertAccess, assertNotInMaintenance, assertSignedInSession } from '../auth/identity';
import type { GraphQLContext } from './context';

/** An operation that changes credentials (password, e-mail, API tokens, the account itself): personal API tokens are refused. */
const SIGNED_IN_SESSION = 'signed-in-session';

/**
 * Declares who may call a GraphQL operation. The rule is stored in the field's extensions, so a test
 * can walk the schema and prove that no operation was left without one.
 */
export function AccessRule(access: Access, options: { signedInSession?: true } = {}): MethodDecorator {
  return (target, key, descriptor) => {
    Extensions({ access, ...options })(target, key, descriptor);
    if (access !== 'public') Authorized<Access | typeof SIGNED_IN_SESSION>(options.signedInSession ? [access, SIGNED_IN_SESSION] : [access])(target, key, descriptor);
  };
}

export const authChecker: AuthChecker<GraphQLContext, Access | typeof SIGNED_IN_SESSION> = async ({ context }, [access, ...flags]) => {
  const identity = await context.identity();
  assertAccess(access as Access, identity);
  if (flags.includes(SIGNED_IN_SESSION)) assertSignedInSession(identity);
  await assertNotInMaintenance(access as Access, identity, context.services);
  return true;
};
