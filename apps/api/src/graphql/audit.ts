import { Extensions } from 'type-graphql';
import type { MiddlewareFn } from 'type-graphql';
import type { GraphQLContext } from './context';

/** Marks an admin mutation whose service writes its audit entry in its own transaction (money moves). */
export const AuditedInTransaction = (): MethodDecorator => Extensions({ auditedInTransaction: true });

/**
 * Runs every admin mutation together with its audit entry (who, what, with which arguments) in one
 * transaction, except those marked AuditedInTransaction, which record themselves.
 */
export const auditAdminMutations: MiddlewareFn<GraphQLContext> = async ({ info, args, context }, next) => {
  const field = info.parentType.name === 'Mutation' ? info.parentType.getFields()[info.fieldName] : undefined;
  if (field?.extensions.access !== 'admin' || field.extensions.auditedInTransaction || info.path.prev !== undefined) return next();
  const identity = await context.identity();
  if (identity.kind !== 'admin') return next();
  return context.services.audit.audited(identity.member.user.id, `graphql:${info.fieldName}`, args, next);
};
