import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { MEMBER_ACCOUNT_SOURCES, memberAccountCreateInputSchema, memberAccountUpdateInputSchema, type MemberAccountSource } from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { UnixSeconds } from '../scalars';
import { stringEnum } from '../string-enum';
import { Company } from '../types/bonus.types';

const MemberAccountSourceEnum = stringEnum(MEMBER_ACCOUNT_SOURCES, 'MemberAccountSource', 'How the account was recorded. manual: by the member; bonus: when the member finished an offer of that company.', {
  bonus: 'Recorded when the member finished an offer of that company.',
  manual: 'Recorded by the member.',
});

@ObjectType({ description: 'An account the member holds or held at a bank or casino (claim planner).' })
class MemberAccount {
  @Field(() => Int, { description: "The record's id." }) id!: number;
  @Field(() => Company, { description: 'The bank or casino.' }) company!: Company;
  @Field(() => UnixSeconds, { description: 'When the account was opened, unix seconds.' }) openedAt!: Date;
  @Field(() => UnixSeconds, { nullable: true, description: 'Null while the account is open.' }) closedAt!: Date | null;
  @Field(() => MemberAccountSourceEnum, { description: 'How the account came to be recorded.' }) source!: MemberAccountSource;
}

@InputType({ description: 'An account the member holds or held at a bank or casino.' })
class MemberAccountCreateInput {
  @Field(() => Int, { description: 'The id of the bank or casino.' }) companyId!: number;
  @Field(() => Int, { description: 'Unix seconds.' }) openedTimestamp!: number;
  @Field(() => Int, { nullable: true, description: 'Unix seconds; omitted or null while open.' }) closedTimestamp?: number | null;
}

@InputType({ description: 'Only the dates given change; closedTimestamp null reopens the account.' })
class MemberAccountUpdateInput {
  @Field(() => Int, { description: "The record's id." }) id!: number;
  @Field(() => Int, { nullable: true, description: 'Unix seconds; omitted keeps it.' }) openedTimestamp?: number;
  @Field(() => Int, { nullable: true, description: 'Unix seconds; null reopens the account, omitted keeps it.' }) closedTimestamp?: number | null;
}

/** Twins of GET /account_all and POST, PUT, DELETE /account ("Moje účty"). */
@Resolver()
export class MemberAccountResolver {
  @Query(() => [MemberAccount], { description: "The caller's accounts at banks and casinos, open ones first." })
  @AccessRule('member')
  async memberAccounts(@Ctx() { identity, services }: GraphQLContext) {
    return services.memberAccounts.list(currentUser(await identity()));
  }

  @Mutation(() => MemberAccount, { description: 'Records an account the member holds or held at a bank or casino.' })
  @AccessRule('member')
  async createMemberAccount(@Arg('input', () => MemberAccountCreateInput, { description: 'The company and the dates.' }) input: MemberAccountCreateInput, @Ctx() { identity, services }: GraphQLContext) {
    const body = parseInput(memberAccountCreateInputSchema, { company_id: input.companyId, opened_timestamp: input.openedTimestamp, closed_timestamp: input.closedTimestamp ?? null });
    return services.memberAccounts.create(currentUser(await identity()), body);
  }

  @Mutation(() => MemberAccount, { description: "Changes the dates of one of the member's recorded accounts." })
  @AccessRule('member')
  async updateMemberAccount(@Arg('input', () => MemberAccountUpdateInput, { description: 'The record and the dates that change.' }) input: MemberAccountUpdateInput, @Ctx() { identity, services }: GraphQLContext) {
    const body = parseInput(memberAccountUpdateInputSchema, { id: input.id, opened_timestamp: input.openedTimestamp ?? undefined, closed_timestamp: input.closedTimestamp });
    return services.memberAccounts.update(currentUser(await identity()), body);
  }

  @Mutation(() => Boolean, { description: "Deletes one of the member's recorded accounts; true when done." })
  @AccessRule('member')
  async deleteMemberAccount(@Arg('id', () => Int, { description: "The record's id." }) id: number, @Ctx() { identity, services }: GraphQLContext) {
    await services.memberAccounts.remove(currentUser(await identity()), id);
    return true;
  }
}
