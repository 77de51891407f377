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

const PayoutKindEnum = stringEnum(PAYOUT_KINDS, 'PayoutKind', 'How a payout was asked for: manual (Výběr na žádost) or auto (Automatický výběr).', {
  auto: 'Automatický výběr: created automatically for members with automatic withdrawal.',
  manual: 'Výběr na žádost: the member asked for it.',
});

@ObjectType({ description: 'How many payouts and their sum.' })
class PayoutTotal {
  @Field(() => Int, { description: 'How many payouts.' }) count!: number;
  @Field(() => Int, { description: 'Their sum in haléře.' }) amountHalere!: number;
}

@ObjectType({ description: 'A payout as the back office lists it; amounts in haléře, exactly as the bank gets them.' })
class AdminPayout {
  @Field(() => Int, { description: "The payout's id." }) id!: number;
  @Field(() => UnixSeconds, { description: 'When the payout was requested or created, unix seconds.' }) creationTimestamp!: Date;
  @Field(() => PayoutKindEnum, { description: 'Whether the member asked for it or it was created automatically.' }) kind!: PayoutKind;
  @Field(() => Int, { description: 'The amount in haléře (1 Kč = 100 haléřů).' }) amountHalere!: number;
  @Field(() => PayoutStatusEnum, { description: 'Where the payout stands.' }) status!: PayoutStatus;
  @Field({ description: "The member's full name." }) memberName!: string;
  @Field(() => String, { nullable: true, description: "The member's e-mail; null when there is none." }) memberEmail!: string | null;
  @Field({ description: 'Masked to the last 9 characters.' }) bankAccount!: string;
  @Field(() => Int, { nullable: true, description: 'The bank batch the payout was exported in; null while it is in none.' }) batchId!: number | null;
}

@ObjectType({ description: "Count and sum of a month's pending payouts, all together and per kind." })
class AdminPayoutTotals {
  @Field(() => PayoutTotal, { description: 'The payouts members asked for.' }) manual!: PayoutTotal;
  @Field(() => PayoutTotal, { description: 'The automatic payouts.' }) auto!: PayoutTotal;
  @Field(() => PayoutTotal, { description: 'Every pending payout of the month.' }) all!: PayoutTotal;
}

@ObjectType({ description: "A month's pending payouts with their totals." })
class AdminPayoutMonth {
  @Field({ description: 'The month, YYYY-MM.' }) month!: string;
  @Field(() => [AdminPayout], { description: "The month's pending payouts." }) payouts!: AdminPayout[];
  @Field(() => AdminPayoutTotals, { description: 'Count and sum of the payouts, all and per kind.' }) totals!: AdminPayoutTotals;
}

@ObjectType({ description: 'An exported batch and where its payouts stand.' })
class PayoutBatch {
  @Field(() => Int, { description: "The batch's id." }) id!: number;
  @Field(() => UnixSeconds, { description: 'When it was exported, unix seconds.' }) creationTimestamp!: Date;
  @Field(() => String, { nullable: true, description: 'The admin who exported it; null when their account is gone.' }) createdByName!: string | null;
  @Field({ description: 'The bank file format (ABO/KPC).' }) format!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD the bank paid it; null while open.' }) paidOn!: string | null;
  @Field(() => PayoutTotal, { description: 'Its payouts waiting for the bank.' }) pending!: PayoutTotal;
  @Field(() => PayoutTotal, { description: 'Its paid payouts.' }) paid!: PayoutTotal;
  @Field(() => PayoutTotal, { description: 'Its payouts the bank returned.' }) failed!: PayoutTotal;
}

@ObjectType({ description: "A batch's bank file (ABO/KPC, ASCII)." })
class PayoutBatchFile {
  @Field(() => PayoutBatch, { description: 'The batch.' }) batch!: PayoutBatch;
  @Field({ description: 'A file name to save it under.' }) fileName!: string;
  @Field({ description: "The file's text." }) content!: string;
}

const MAILS_QUEUED = "The members' e-mails queued with the change; the background job sends them after it commits and retries failures.";

@ObjectType({ description: "A settlement and how many of the members' e-mails it queued." })
class PayoutBatchSettlement {
  @Field(() => PayoutBatch, { description: 'The batch after the change.' }) batch!: PayoutBatch;
  @Field(() => Int, { description: MAILS_QUEUED }) mailsQueued!: number;
}

@ObjectType({ description: "A returned payout and how many of the members' e-mails it queued." })
class PayoutReturn {
  @Field(() => AdminPayout, { description: 'The payout after the change.' }) payout!: AdminPayout;
  @Field(() => Int, { description: MAILS_QUEUED }) mailsQueued!: number;
}

/** The back office's payouts: pending ones by month, bank batches, paid and returned (admin only). */
@Resolver()
export class AdminPayoutResolver {
  @Query(() => AdminPayoutMonth, { description: "Admin: a month's pending payouts with their totals." })
  @AccessRule('admin')
  async adminPayouts(@Arg('month', { description: 'The month, YYYY-MM.' }) month: string, @Ctx() { services }: GraphQLContext): Promise<AdminPayoutMonth> {
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
  async payoutBatchFile(@Arg('batchId', () => Int, { description: "The batch's id." }) batchId: number, @Ctx() { services }: GraphQLContext): Promise<PayoutBatchFile> {
    return services.payoutOperations.batchFile(parseInput(payoutBatchIdSchema, { batch_id: batchId }).batch_id);
  }

  @Mutation(() => PayoutBatchFile, { description: "Puts the month's pending payouts (or the selected ones) into a new batch and returns its bank file." })
  @AccessRule('admin')
  @AuditedInTransaction()
  async exportPayoutBatch(
    @Arg('month', { description: 'The month of the payouts, YYYY-MM.' }) month: string,
    @Arg('payoutIds', () => [Int], { nullable: true, description: 'Only these pending payouts of the month; omitted: all of them.' }) payoutIds: number[] | null,
    @Ctx() { identity, services }: GraphQLContext,
  ): Promise<PayoutBatchFile> {
    const input = parseInput(exportPayoutBatchInputSchema, { month, payout_ids: payoutIds ?? undefined });
    return services.payoutOperations.exportBatch(currentUser(await identity()), input);
  }

  @Mutation(() => PayoutBatchSettlement, { description: "The bank has paid the batch: its pending payouts become paid and the members are told." })
  @AccessRule('admin')
  @AuditedInTransaction()
  async markPayoutBatchPaid(@Arg('batchId', () => Int, { description: "The batch's id." }) batchId: number, @Arg('paidOn', { description: 'The day the bank paid it, YYYY-MM-DD.' }) paidOn: string, @Ctx() { identity, services }: GraphQLContext): Promise<PayoutBatchSettlement> {
    const input = parseInput(markPayoutBatchPaidInputSchema, { batch_id: batchId, paid_on: paidOn });
    return services.payoutOperations.markBatchPaid(currentUser(await identity()), input);
  }

  @Mutation(() => PayoutReturn, { description: "The bank returned a payout: it becomes failed and its amount goes back on the member's balance." })
  @AccessRule('admin')
  @AuditedInTransaction()
  async markPayoutFailed(@Arg('payoutId', () => Int, { description: "The payout's id." }) payoutId: number, @Arg('reason', { description: 'Why the bank returned it, shown to the member.' }) reason: string, @Ctx() { identity, services }: GraphQLContext): Promise<PayoutReturn> {
    const input = parseInput(markPayoutFailedInputSchema, { payout_id: payoutId, reason });
    return services.payoutOperations.markFailed(currentUser(await identity()), input);
  }
}
