import { Authorized, Extensions } from 'type-graphql';
import type { AuthChecker } from 'type-graphql';
import { Access, assertAccess, assertNotInMaintenance } from '../auth/identity';
import type { GraphQLContext } from './context';

/**
 * Declares who may call a GraphQL operation. The rule is stored in the field's extensions, so a test
 * can walk the schema and prove that no operation was left without one.
 */
export function AccessRule(access: Access): MethodDecorator {
  return (target, key, descriptor) => {
    Extensions({ access })(target, key, descriptor);
    if (access !== 'public') Authorized(access)(target, key, descriptor);
  };
}

export const authChecker: AuthChecker<GraphQLContext, Access> = async ({ context }, [access]) => {
  const identity = await context.identity();
  assertAccess(access, identity);
  await assertNotInMaintenance(access, identity, context.services);
  return true;
};
