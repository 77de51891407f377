import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { API_TOKEN_SCOPES, apiTokenInputSchema, type ApiTokenScope } from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { UnixSeconds } from '../scalars';
import { stringEnum } from '../string-enum';

const ApiTokenScopeEnum = stringEnum(API_TOKEN_SCOPES, 'ApiTokenScope', 'read: every read call; write: changes too; admin: the admin calls (admins only).');

@ObjectType({ description: 'A personal API token (never its secret).' })
class ApiToken {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field({ description: 'The first characters of the secret, e.g. "bk_live_Ab12".' }) secretStart!: string;
  @Field(() => [ApiTokenScopeEnum]) scopes!: ApiTokenScope[];
  @Field(() => UnixSeconds) createdAt!: Date;
  @Field(() => UnixSeconds) expiresAt!: Date;
  @Field(() => UnixSeconds, { nullable: true }) lastUsedAt!: Date | null;
}

@ObjectType({ description: 'A token just created: its secret is shown this once.' })
class CreatedApiToken {
  @Field(() => ApiToken) token!: ApiToken;
  @Field() secret!: string;
}

@InputType()
class ApiTokenInput {
  @Field() name!: string;
  @Field(() => Int, { description: '30, 90 or 365' }) expiresInDays!: number;
  @Field(() => [String], { description: '["read"] or ["read", "write"]; admins may add "admin"' }) scopes!: string[];
}

/** A member's personal API tokens (Settings). */
@Resolver()
export class ApiTokenResolver {
  @Query(() => [ApiToken], { description: 'The caller\'s tokens that are neither expired nor revoked, newest first.' })
  @AccessRule('member')
  async apiTokens(@Ctx() { identity, services }: GraphQLContext) {
    return services.apiTokens.list(currentUser(await identity()));
  }

  @Mutation(() => CreatedApiToken)
  @AccessRule('member', { signedInSession: true })
  async createApiToken(@Arg('input', () => ApiTokenInput) input: ApiTokenInput, @Ctx() { identity, services }: GraphQLContext) {
    return services.apiTokens.create(currentUser(await identity()), parseInput(apiTokenInputSchema, input));
  }

  @Mutation(() => Boolean)
  @AccessRule('member', { signedInSession: true })
  async revokeApiToken(@Arg('id', () => Int) id: number, @Ctx() { identity, services }: GraphQLContext) {
    await services.apiTokens.revoke(currentUser(await identity()), id);
    return true;
  }
}
