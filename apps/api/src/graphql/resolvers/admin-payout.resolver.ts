import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import {
  adminPayoutsQuerySchema,
  AdminPayout as AdminPayoutModel,
  exportPayoutBatchInputSchema,
  markPayoutBatchPaidInputSchema,
  markPayoutFailedInputSchema,
  PayoutBatchFile as PayoutBatchFileModel,
  PayoutBatchSummary,
  payoutBatchIdSchema,
  PayoutTotal as PayoutTotalModel,
  payoutTotals,
} from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import { AuditedInTransaction } from '../audit';
import type { GraphQLContext } from '../context';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

@ObjectType()
class PayoutTotal {
  @Field(() => Int) count!: number;
  @Field(() => Int) amountHalere!: number;

  static from(total: PayoutTotalModel): PayoutTotal {
    return Object.assign(new PayoutTotal(), total);
  }
}

@ObjectType({ description: 'A payout as the back office lists it; amounts in haléře, exactly as the bank gets them.' })
class AdminPayout {
  @Field(() => Int) id!: number;
  @Field(() => Int) creationTimestamp!: number;
  @Field({ description: 'manual (Výběr na žádost) or auto (Automatický výběr)' }) kind!: string;
  @Field(() => Int) amountHalere!: number;
  @Field({ description: 'pending, paid or failed' }) status!: string;
  @Field() memberName!: string;
  @Field(() => String, { nullable: true }) memberEmail!: string | null;
  @Field({ description: 'Masked to the last 9 characters.' }) bankAccount!: string;
  @Field(() => Int, { nullable: true }) batchId!: number | null;

  static from({ createdAt, ...payout }: AdminPayoutModel): AdminPayout {
    return Object.assign(new AdminPayout(), payout, { creationTimestamp: seconds(createdAt) });
  }
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
  @Field(() => Int) creationTimestamp!: number;
  @Field(() => String, { nullable: true }) createdByName!: string | null;
  @Field() format!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD the bank paid it; null while open.' }) paidOn!: string | null;
  @Field(() => PayoutTotal) pending!: PayoutTotal;
  @Field(() => PayoutTotal) paid!: PayoutTotal;
  @Field(() => PayoutTotal) failed!: PayoutTotal;

  static from(batch: PayoutBatchSummary): PayoutBatch {
    return Object.assign(new PayoutBatch(), {
      id: batch.id,
      creationTimestamp: seconds(batch.createdAt),
      createdByName: batch.createdByName,
      format: batch.format,
      paidOn: batch.paidOn,
      pending: PayoutTotal.from(batch.pending),
      paid: PayoutTotal.from(batch.paid),
      failed: PayoutTotal.from(batch.failed),
    });
  }
}

@ObjectType({ description: "A batch's bank file (ABO/KPC, ASCII)." })
class PayoutBatchFile {
  @Field(() => PayoutBatch) batch!: PayoutBatch;
  @Field() fileName!: string;
  @Field() content!: string;

  static from(file: PayoutBatchFileModel): PayoutBatchFile {
    return Object.assign(new PayoutBatchFile(), { batch: PayoutBatch.from(file.batch), fileName: file.fileName, content: file.content });
  }
}

@ObjectType({ description: "A settlement and how many of the members' e-mails went out after it." })
class PayoutBatchSettlement {
  @Field(() => PayoutBatch) batch!: PayoutBatch;
  @Field(() => Int) mailsSent!: number;
  @Field(() => Int) mailsFailed!: number;
}

@ObjectType()
class PayoutReturn {
  @Field(() => AdminPayout) payout!: AdminPayout;
  @Field(() => Int) mailsSent!: number;
  @Field(() => Int) mailsFailed!: number;
}

/** The back office's payouts: pending ones by month, bank batches, paid and returned (admin only). */
@Resolver()
export class AdminPayoutResolver {
  @Query(() => AdminPayoutMonth)
  @AccessRule('admin')
  async adminPayouts(@Arg('month') month: string, @Ctx() { services }: GraphQLContext): Promise<AdminPayoutMonth> {
    const query = parseInput(adminPayoutsQuerySchema, { month });
    const payouts = await services.payoutOperations.pending(query.month);
    const totals = payoutTotals(payouts);
    return Object.assign(new AdminPayoutMonth(), {
      month: query.month,
      payouts: payouts.map(AdminPayout.from),
      totals: Object.assign(new AdminPayoutTotals(), { manual: PayoutTotal.from(totals.manual), auto: PayoutTotal.from(totals.auto), all: PayoutTotal.from(totals.all) }),
    });
  }

  @Query(() => [PayoutBatch], { description: 'The newest exported batches.' })
  @AccessRule('admin')
  async payoutBatches(@Ctx() { services }: GraphQLContext): Promise<PayoutBatch[]> {
    return (await services.payoutOperations.batches()).map(PayoutBatch.from);
  }

  @Query(() => PayoutBatchFile, { description: "An exported batch's bank file, again." })
  @AccessRule('admin')
  async payoutBatchFile(@Arg('batchId', () => Int) batchId: number, @Ctx() { services }: GraphQLContext): Promise<PayoutBatchFile> {
    return PayoutBatchFile.from(await services.payoutOperations.batchFile(parseInput(payoutBatchIdSchema, { batch_id: batchId }).batch_id));
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
    return PayoutBatchFile.from(await services.payoutOperations.exportBatch(currentUser(await identity()), input));
  }

  @Mutation(() => PayoutBatchSettlement, { description: "The bank has paid the batch: its pending payouts become paid and the members are told." })
  @AccessRule('admin')
  @AuditedInTransaction()
  async markPayoutBatchPaid(@Arg('batchId', () => Int) batchId: number, @Arg('paidOn') paidOn: string, @Ctx() { identity, services }: GraphQLContext): Promise<PayoutBatchSettlement> {
    const input = parseInput(markPayoutBatchPaidInputSchema, { batch_id: batchId, paid_on: paidOn });
    const { batch, ...mails } = await services.payoutOperations.markBatchPaid(currentUser(await identity()), input);
    return Object.assign(new PayoutBatchSettlement(), { batch: PayoutBatch.from(batch), ...mails });
  }

  @Mutation(() => PayoutReturn, { description: "The bank returned a payout: it becomes failed and its amount goes back on the member's balance." })
  @AccessRule('admin')
  @AuditedInTransaction()
  async markPayoutFailed(@Arg('payoutId', () => Int) payoutId: number, @Arg('reason') reason: string, @Ctx() { identity, services }: GraphQLContext): Promise<PayoutReturn> {
    const input = parseInput(markPayoutFailedInputSchema, { payout_id: payoutId, reason });
    const { payout, ...mails } = await services.payoutOperations.markFailed(currentUser(await identity()), input);
    return Object.assign(new PayoutReturn(), { payout: AdminPayout.from(payout), ...mails });
  }
}
