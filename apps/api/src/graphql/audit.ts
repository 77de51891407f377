import type { MiddlewareFn } from 'type-graphql';
import type { GraphQLContext } from './context';

/** Records every admin mutation in the audit log once it has succeeded (who, what, with which arguments). */
export const auditAdminMutations: MiddlewareFn<GraphQLContext> = async ({ info, args, context }, next) => {
  const result = await next();
  const field = info.parentType.name === 'Mutation' ? info.parentType.getFields()[info.fieldName] : undefined;
  if (field?.extensions.access === 'admin' && info.path.prev === undefined) {
    const identity = await context.identity();
    if (identity.kind === 'admin') await context.services.audit.record(identity.user.id, `graphql:${info.fieldName}`, args);
  }
  return result;
};
