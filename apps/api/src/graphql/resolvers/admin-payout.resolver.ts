import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import {
  adminPayoutsQuerySchema,
  exportPayoutBatchInputSchema,
  markPayoutBatchPaidInputSchema,
  markPayoutFailedInputSchema,
  PAYOUT_KINDS,
  payoutBatchIdSchema,
  payoutTotals,
} from '@bonus/domain';
import type { PayoutKind, PayoutStatus } from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import { AuditedInTransaction } from '../audit';
import type { GraphQLContext } from '../context';
import { UnixSeconds } from '../scalars';
import { stringEnum } from '../string-enum';
import { PayoutStatusEnum } from '../types/referral.types';

const PayoutKindEnum = stringEnum(PAYOUT_KINDS, 'PayoutKind', 'manual (Výběr na žádost) or auto (Automatický výběr).');

@ObjectType()
class PayoutTotal {
  @Field(() => Int) count!: number;
  @Field(() => Int) amountHalere!: number;
}

@ObjectType({ description: 'A payout as the back office lists it; amounts in haléře, exactly as the bank gets them.' })
class AdminPayout {
  @Field(() => Int) id!: number;
  @Field(() => UnixSeconds, { name: 'creationTimestamp' }) createdAt!: Date;
  @Field(() => PayoutKindEnum) kind!: PayoutKind;
  @Field(() => Int) amountHalere!: number;
  @Field(() => PayoutStatusEnum) status!: PayoutStatus;
  @Field() memberName!: string;
  @Field(() => String, { nullable: true }) memberEmail!: string | null;
  @Field({ description: 'Masked to the last 9 characters.' }) bankAccount!: string;
  @Field(() => Int, { nullable: true }) batchId!: number | null;
}

@ObjectType()
class AdminPayoutTotals {
  @Field(() => PayoutTotal) manual!: PayoutTotal;
  @Field(() => PayoutTotal) auto!: PayoutTotal;
  @Field(() => PayoutTotal) all!: PayoutTotal;
}

@ObjectType({ description: "A month's pending payouts with their totals." })
class AdminPayoutMonth {
  @Field() month!: string;
  @Field(() => [AdminPayout]) payouts!: AdminPayout[];
  @Field(() => AdminPayoutTotals) totals!: AdminPayoutTotals;
}

@ObjectType({ description: 'An exported batch and where its payouts stand.' })
class PayoutBatch {
  @Field(() => Int) id!: number;
  @Field(() => UnixSeconds, { name: 'creationTimestamp' }) createdAt!: Date;
  @Field(() => String, { nullable: true }) createdByName!: string | null;
  @Field() format!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD the bank paid it; null while open.' }) paidOn!: string | null;
  @Field(() => PayoutTotal) pending!: PayoutTotal;
  @Field(() => PayoutTotal) paid!: PayoutTotal;
  @Field(() => PayoutTotal) failed!: PayoutTotal;
}

@ObjectType({ description: "A batch's bank file (ABO/KPC, ASCII)." })
class PayoutBatchFile {
  @Field(() => PayoutBatch) batch!: PayoutBatch;
  @Field() fileName!: string;
  @Field() content!: string;
}

const MAILS_QUEUED = "The members' e-mails queued with the change; the background job sends them after it commits and retries failures.";

@ObjectType({ description: "A settlement and how many of the members' e-mails it queued." })
class PayoutBatchSettlement {
  @Field(() => PayoutBatch) batch!: PayoutBatch;
  @Field(() => Int, { description: MAILS_QUEUED }) mailsQueued!: number;
}

@ObjectType({ description: "A returned payout and how many of the members' e-mails it queued." })
class PayoutReturn {
  @Field(() => AdminPayout) payout!: AdminPayout;
  @Field(() => Int, { description: MAILS_QUEUED }) mailsQueued!: number;
}

/** The back office's payouts: pending ones by month, bank batches, paid and returned (admin only). */
@Resolver()
export class AdminPayoutResolver {
  @Query(() => AdminPayoutMonth)
  @AccessRule('admin')
  async adminPayouts(@Arg('month') month: string, @Ctx() { services }: GraphQLContext): Promise<AdminPayoutMonth> {
    const query = parseInput(adminPayoutsQuerySchema, { month });
    const payouts = await services.payoutOperations.pending(query.month);
    return { month: query.month, payouts, totals: payoutTotals(payouts) };
  }

  @Query(() => [PayoutBatch], { description: 'The newest exported batches.' })
  @AccessRule('admin')
  async payoutBatches(@Ctx() { services }: GraphQLContext): Promise<PayoutBatch[]> {
    return services.payoutOperations.batches();
  }

  @Query(() => PayoutBatchFile, { description: "An exported batch's bank file, again." })
  @AccessRule('admin')
  async payoutBatchFile(@Arg('batchId', () => Int) batchId: number, @Ctx() { services }: GraphQLContext): Promise<PayoutBatchFile> {
    return services.payoutOperations.batchFile(parseInput(payoutBatchIdSchema, { batch_id: batchId }).batch_id);
  }

  @Mutation(() => PayoutBatchFile, { description: "Puts the month's pending payouts (or the selected ones) into a new batch and returns its bank file." })
  @AccessRule('admin')
  @AuditedInTransaction()
  async exportPayoutBatch(
    @Arg('month') month: string,
    @Arg('payoutIds', () => [Int], { nullable: true }) payoutIds: number[] | null,
    @Ctx() { identity, services }: GraphQLContext,
  ): Promise<PayoutBatchFile> {
    const input = parseInput(exportPayoutBatchInputSchema, { month, payout_ids: payoutIds ?? undefined });
    return services.payoutOperations.exportBatch(currentUser(await identity()), input);
  }

  @Mutation(() => PayoutBatchSettlement, { description: "The bank has paid the batch: its pending payouts become paid and the members are told." })
  @AccessRule('admin')
  @AuditedInTransaction()
  async markPayoutBatchPaid(@Arg('batchId', () => Int) batchId: number, @Arg('paidOn') paidOn: string, @Ctx() { identity, services }: GraphQLContext): Promise<PayoutBatchSettlement> {
    const input = parseInput(markPayoutBatchPaidInputSchema, { batch_id: batchId, paid_on: paidOn });
    return services.payoutOperations.markBatchPaid(currentUser(await identity()), input);
  }

  @Mutation(() => PayoutReturn, { description: "The bank returned a payout: it becomes failed and its amount goes back on the member's balance." })
  @AccessRule('admin')
  @AuditedInTransaction()
  async markPayoutFailed(@Arg('payoutId', () => Int) payoutId: number, @Arg('reason') reason: string, @Ctx() { identity, services }: GraphQLContext): Promise<PayoutReturn> {
    const input = parseInput(markPayoutFailedInputSchema, { payout_id: payoutId, reason });
    return services.payoutOperations.markFailed(currentUser(await identity()), input);
  }
}
