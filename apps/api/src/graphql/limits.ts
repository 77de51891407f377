import type { ApolloServerPlugin } from '@apollo/server';
import depthLimit from 'graphql-depth-limit';
import { GraphQLError, Kind, type ASTVisitor, type DocumentNode, type GraphQLSchema, type ValidationContext } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export const MAX_QUERY_DEPTH = 8;
export const MAX_QUERY_COMPLEXITY = 500;
/** Far above the largest document the apps send (about 400 tokens): a bound on parsing work. */
export const MAX_QUERY_TOKENS = 5000;
/** Fragments a document may define: the apps use a handful; long chains only cost the server. */
export const MAX_FRAGMENTS = 50;
/** Operation and variable combinations whose complexity is kept per document: a bound on memory when clients vary their variables. */
const KEPT_PER_DOCUMENT = 32;

const tooComplex = (detail: string) => new GraphQLError(`Dotaz je příliš složitý (${detail}).`, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } });

const depthOf = depthLimit(MAX_QUERY_DEPTH);

/**
 * Refuses documents deeper than MAX_QUERY_DEPTH, and first those with more fragment definitions than
 * any client needs, which are not walked at all (a long chain of fragments would exhaust the stack).
 */
export const queryShapeRule = (context: ValidationContext): ASTVisitor => {
  const fragments = context.getDocument().definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION).length;
  if (fragments <= MAX_FRAGMENTS) return depthOf(context);
  context.reportError(tooComplex(`${fragments} fragmentů > ${MAX_FRAGMENTS}`));
  return {};
};


/** The estimated cost of an operation: 1 per field unless a field declares more. Throws a 400 for variables that do not fit. */
export function complexityOf(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown> | undefined): number {
  try {
    return getComplexity({ schema, query: document, operationName, variables, estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })] });
  } catch (error) {
    // Variables that do not fit the operation: the client's mistake, refused as such.
    throw new GraphQLError(error instanceof Error ? error.message : String(error), { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  }
}

/**
 * Rejects operations whose estimated cost is too high. The apps' trusted documents were measured once
 * at start (`checkedAtStart`, by their hash). For the others the cost depends only on the document, the
 * operation and the variables, and Apollo hands every request with the same query text the same parsed
 * document, so it is worked out once per combination.
 */
export function complexityLimitPlugin(schema: GraphQLSchema, checkedAtStart: (hash: string) => boolean): ApolloServerPlugin {
  const known = new WeakMap<DocumentNode, Map<string, number>>();
  const keptComplexityOf = (document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown> | undefined): number => {
    const key = `${operationName ?? ''}\n${JSON.stringify(variables ?? {})}`;
    const kept = known.get(document) ?? new Map<string, number>();
    const cached = kept.get(key);
    if (cached !== undefined) return cached;
    const complexity = complexityOf(schema, document, operationName, variables);
    if (kept.size < KEPT_PER_DOCUMENT) known.set(document, kept.set(key, complexity));
    return complexity;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, queryHash }) {
          if (checkedAtStart(queryHash)) return;
          const complexity = keptComplexityOf(document, request.operationName ?? undefined, request.variables);
          if (complexity > MAX_QUERY_COMPLEXITY) throw tooComplex(`${complexity} > ${MAX_QUERY_COMPLEXITY}`);
        },
      };
    },
  };
}
