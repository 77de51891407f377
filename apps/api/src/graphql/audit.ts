import { Extensions } from 'type-graphql';
import type { MiddlewareFn } from 'type-graphql';
import type { GraphQLContext } from './context';

/** Marks an admin mutation whose service writes its audit entry in its own transaction (money moves). */
export const AuditedInTransaction = (): MethodDecorator => Extensions({ auditedInTransaction: true });

/**
 * Records every admin mutation in the audit log once it has succeeded (who, what, with which
 * arguments), except those marked AuditedInTransaction, which record themselves.
 */
export const auditAdminMutations: MiddlewareFn<GraphQLContext> = async ({ info, args, context }, next) => {
  const result = await next();
  const field = info.parentType.name === 'Mutation' ? info.parentType.getFields()[info.fieldName] : undefined;
  if (field?.extensions.access === 'admin' && !field.extensions.auditedInTransaction && info.path.prev === undefined) {
    const identity = await context.identity();
    if (identity.kind === 'admin') await context.services.audit.record(identity.user.id, `graphql:${info.fieldName}`, args);
  }
  return result;
};
