import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { casinoPauseInputSchema, OPERATOR_STATUSES, operatorStatusInputSchema, type OperatorStatus } from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { UnixSeconds } from '../scalars';
import { stringEnum } from '../string-enum';

const OperatorStatusEnum = stringEnum(OPERATOR_STATUSES, 'OperatorStatus', "The member's standing with an operator: active, bonus_restricted, stake_limited, closed or self_excluded.", {
  active: 'An ordinary account.',
  bonus_restricted: 'The operator no longer gives the member bonuses.',
  closed: 'The account is closed.',
  self_excluded: 'The member excluded themselves at the operator.',
  stake_limited: "The operator limited the member's stakes.",
});

@ObjectType({ description: 'When the member declared they are not in the register of excluded persons.' })
class CasinoDeclaration {
  @Field(() => UnixSeconds, { description: 'When the member declared it, unix seconds.' }) declaredAt!: Date;
}

@ObjectType({ description: 'A running casino pause.' })
class CasinoPause {
  @Field(() => UnixSeconds, { description: 'When the pause ends, unix seconds.' }) until!: Date;
}

@ObjectType({ description: "The member's recorded standing with an operator since a day." })
class OperatorStatusRecord {
  @Field(() => Int, { description: "The record's id." }) id!: number;
  @Field(() => Int, { description: "The operator's company id." }) companyId!: number;
  @Field({ description: "The operator's name." }) companyName!: string;
  @Field(() => OperatorStatusEnum, { description: 'The standing.' }) status!: OperatorStatus;
  @Field(() => UnixSeconds, { description: 'Since when the standing holds, unix seconds.' }) since!: Date;
  @Field(() => UnixSeconds, { description: 'When it was recorded, unix seconds.' }) recordedAt!: Date;
}

@InputType({ description: "The member's standing with an operator since a day." })
class OperatorStatusInput {
  @Field(() => Int, { description: "The operator's company id." }) companyId!: number;
  @Field(() => OperatorStatusEnum, { description: 'The standing.' }) status!: OperatorStatus;
  @Field(() => Int, { description: 'Unix seconds.' }) sinceTimestamp!: number;
}

/** Twins of POST /casino_declaration, POST /casino_pause, POST /operator_status and GET /operator_status_all (issue #38). */
@Resolver()
export class ResponsiblePlayResolver {
  @Mutation(() => CasinoDeclaration, { description: 'Once; a repeated call keeps the first time.' })
  @AccessRule('member')
  async declareCasinoSelfExclusion(@Ctx() { identity, services }: GraphQLContext) {
    return services.responsiblePlay.declare(currentUser(await identity()));
  }

  @Mutation(() => CasinoPause, { description: 'Pauses casino offers for days × 24 h from now (2–365); a running pause is only lengthened.' })
  @AccessRule('member')
  async pauseCasinos(@Arg('days', () => Int, { description: 'How many days the pause lasts (2–365).' }) days: number, @Ctx() { identity, services }: GraphQLContext) {
    return services.responsiblePlay.pause(currentUser(await identity()), parseInput(casinoPauseInputSchema, { days }).days);
  }

  @Query(() => [OperatorStatusRecord], { description: "The caller's recorded operator statuses, newest first." })
  @AccessRule('member')
  async operatorStatuses(@Ctx() { identity, services }: GraphQLContext) {
    return services.responsiblePlay.operatorStatuses(currentUser(await identity()));
  }

  @Mutation(() => OperatorStatusRecord, { description: "Records the member's standing with an operator since a day." })
  @AccessRule('member')
  async recordOperatorStatus(@Arg('input', () => OperatorStatusInput, { description: 'The operator, the standing and since when.' }) input: OperatorStatusInput, @Ctx() { identity, services }: GraphQLContext) {
    const body = parseInput(operatorStatusInputSchema, { company_id: input.companyId, status: input.status, since_timestamp: input.sinceTimestamp });
    return services.responsiblePlay.recordOperatorStatus(currentUser(await identity()), body);
  }
}
