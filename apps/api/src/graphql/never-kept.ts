import { Kind, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { Extensions } from 'type-graphql';

/**
 * Marks a query whose answer depends on something outside the database (the payment provider) or that
 * starts something there: the response cache (response-cache.ts) never keeps an operation that asks for it.
 */
export const NeverKept = (): MethodDecorator => Extensions({ neverKept: true });

/** Whether an operation's answer may be kept: a query asking only for root fields not marked NeverKept. */
export function mayKeepAnswer(schema: GraphQLSchema, operation: OperationDefinitionNode): boolean {
  const fields = schema.getQueryType()?.getFields() ?? {};
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && (selection.name.value === '__typename' || (fields[selection.name.value] && !fields[selection.name.value].extensions.neverKept)))
  );
}
