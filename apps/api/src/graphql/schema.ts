import { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './access';
import { PublicResolver } from './resolvers/public.resolver';
import { ViewerResolver } from './resolvers/viewer.resolver';

export const RESOLVERS = [PublicResolver, ViewerResolver] as const;

export function buildApiSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, authChecker, validate: false, emitSchemaFile: false });
}
