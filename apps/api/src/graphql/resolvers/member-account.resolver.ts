import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { MEMBER_ACCOUNT_SOURCES, memberAccountCreateInputSchema, memberAccountUpdateInputSchema, type MemberAccountSource } from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { UnixSeconds } from '../scalars';
import { stringEnum } from '../string-enum';
import { Company } from '../types/bonus.types';

const MemberAccountSourceEnum = stringEnum(MEMBER_ACCOUNT_SOURCES, 'MemberAccountSource', 'manual: recorded by the member; bonus: recorded when they finished an offer of that company.');

@ObjectType({ description: 'An account the member holds or held at a bank or casino (claim planner).' })
class MemberAccount {
  @Field(() => Int) id!: number;
  @Field(() => Company) company!: Company;
  @Field(() => UnixSeconds) openedAt!: Date;
  @Field(() => UnixSeconds, { nullable: true, description: 'Null while the account is open.' }) closedAt!: Date | null;
  @Field(() => MemberAccountSourceEnum) source!: MemberAccountSource;
}

@InputType()
class MemberAccountCreateInput {
  @Field(() => Int) companyId!: number;
  @Field(() => Int, { description: 'Unix seconds.' }) openedTimestamp!: number;
  @Field(() => Int, { nullable: true, description: 'Unix seconds; omitted or null while open.' }) closedTimestamp?: number | null;
}

@InputType({ description: 'Only the dates given change; closedTimestamp null reopens the account.' })
class MemberAccountUpdateInput {
  @Field(() => Int) id!: number;
  @Field(() => Int, { nullable: true }) openedTimestamp?: number;
  @Field(() => Int, { nullable: true }) closedTimestamp?: number | null;
}

/** Twins of GET /account_all and POST, PUT, DELETE /account ("Moje účty"). */
@Resolver()
export class MemberAccountResolver {
  @Query(() => [MemberAccount], { description: "The caller's accounts at banks and casinos, open ones first." })
  @AccessRule('member')
  async memberAccounts(@Ctx() { identity, services }: GraphQLContext) {
    return services.memberAccounts.list(currentUser(await identity()));
  }

  @Mutation(() => MemberAccount)
  @AccessRule('member')
  async createMemberAccount(@Arg('input', () => MemberAccountCreateInput) input: MemberAccountCreateInput, @Ctx() { identity, services }: GraphQLContext) {
    const body = parseInput(memberAccountCreateInputSchema, { company_id: input.companyId, opened_timestamp: input.openedTimestamp, closed_timestamp: input.closedTimestamp ?? null });
    return services.memberAccounts.create(currentUser(await identity()), body);
  }

  @Mutation(() => MemberAccount)
  @AccessRule('member')
  async updateMemberAccount(@Arg('input', () => MemberAccountUpdateInput) input: MemberAccountUpdateInput, @Ctx() { identity, services }: GraphQLContext) {
    const body = parseInput(memberAccountUpdateInputSchema, { id: input.id, opened_timestamp: input.openedTimestamp ?? undefined, closed_timestamp: input.closedTimestamp });
    return services.memberAccounts.update(currentUser(await identity()), body);
  }

  @Mutation(() => Boolean)
  @AccessRule('member')
  async deleteMemberAccount(@Arg('id', () => Int) id: number, @Ctx() { identity, services }: GraphQLContext) {
    await services.memberAccounts.remove(currentUser(await identity()), id);
    return true;
  }
}
