import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { API_TOKEN_SCOPES, apiTokenInputSchema, type ApiTokenScope } from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { UnixSeconds } from '../scalars';
import { stringEnum } from '../string-enum';

const ApiTokenScopeEnum = stringEnum(API_TOKEN_SCOPES, 'ApiTokenScope', 'What a token may do. read: every read call; write: changes too; admin: the admin calls (admins only).', {
  admin: 'The admin calls (admins only).',
  read: 'Every read call.',
  write: 'Calls that change data.',
});

@ObjectType({ description: 'A personal API token (never its secret).' })
class ApiToken {
  @Field(() => Int, { description: "The token's id." }) id!: number;
  @Field({ description: 'The name the member gave the token.' }) name!: string;
  @Field({ description: 'The first characters of the secret, e.g. "bk_live_Ab12".' }) secretStart!: string;
  @Field(() => [ApiTokenScopeEnum], { description: 'What the token may do.' }) scopes!: ApiTokenScope[];
  @Field(() => UnixSeconds, { description: 'When the token was created, unix seconds.' }) createdAt!: Date;
  @Field(() => UnixSeconds, { description: 'When the token stops working, unix seconds.' }) expiresAt!: Date;
  @Field(() => UnixSeconds, { nullable: true, description: 'When the token was last used, unix seconds; null when never.' }) lastUsedAt!: Date | null;
}

@ObjectType({ description: 'A token just created: its secret is shown this once.' })
class CreatedApiToken {
  @Field(() => ApiToken, { description: 'The token created.' }) token!: ApiToken;
  @Field({ description: 'The full secret: send it as a bearer token; it cannot be read again.' }) secret!: string;
}

@InputType({ description: 'A new personal API token.' })
class ApiTokenInput {
  @Field({ description: 'A name to recognise the token by.' }) name!: string;
  @Field(() => Int, { description: '30, 90 or 365' }) expiresInDays!: number;
  @Field(() => [ApiTokenScopeEnum], { description: '[read] or [read, write]; admins may add admin.' }) scopes!: ApiTokenScope[];
}

/** A member's personal API tokens (Settings). */
@Resolver()
export class ApiTokenResolver {
  @Query(() => [ApiToken], { description: 'The caller\'s tokens that are neither expired nor revoked, newest first.' })
  @AccessRule('member')
  async apiTokens(@Ctx() { identity, services }: GraphQLContext) {
    return services.apiTokens.list(currentUser(await identity()));
  }

  @Mutation(() => CreatedApiToken, { description: 'Creates a personal API token for the REST API; its secret is returned only here.' })
  @AccessRule('member', { signedInSession: true })
  async createApiToken(@Arg('input', () => ApiTokenInput, { description: "The token's name, scopes and lifetime." }) input: ApiTokenInput, @Ctx() { identity, services }: GraphQLContext) {
    return services.apiTokens.create(currentUser(await identity()), parseInput(apiTokenInputSchema, input));
  }

  @Mutation(() => Boolean, { description: "Revokes one of the caller's API tokens at once; true when done." })
  @AccessRule('member', { signedInSession: true })
  async revokeApiToken(@Arg('id', () => Int, { description: "The token's id." }) id: number, @Ctx() { identity, services }: GraphQLContext) {
    await services.apiTokens.revoke(currentUser(await identity()), id);
    return true;
  }
}
