import type { DataSource, EntityManager } from 'typeorm';
import {
  ABO_FILE_EXTENSION,
  aboPaymentOrder,
  AdminPayout,
  CzechBankAccount,
  DomainError,
  ExportPayoutBatchInput,
  halereToWholeCzk,
  isPaidOnAllowed,
  MarkPayoutBatchPaidInput,
  MarkPayoutFailedInput,
  maskBankAccount,
  PayoutBatchFile,
  payoutBatchFileName,
  PayoutBatchSummary,
  pragueDay,
} from '@bonus/domain';
import { recordWebhookEvent } from '../webhooks/webhook.service';
import { recordAudit } from '../admin/audit.service';
import { queueMemberMails } from '../member-mail/member-mail.service';
import type { MemberMailContent } from '../member-mail/member-mail.queries';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { UserEntity } from '../users/user.entity';
import { payoutFailedEmail, payoutPaidEmail } from './payout-email';
import {
  adminPayout,
  assignToBatch,
  batchPayments,
  batchSummaries,
  insertBatch,
  payoutStatus,
  pendingPayoutsOfMonth,
  SettledPayout,
  settleBatchPaid,
  settlePayoutFailed,
} from './payout-operations.queries';

/** Our account the bank file pays from (configuration: PAYOUT_SOURCE_ACCOUNT and PAYOUT_SOURCE_NAME). */
export interface PayoutSource {
  account: CzechBankAccount;
  name: string;
}

/** How many e-mails to members a settlement queued; the member-mail job sends them after the commit. */
export interface MailsQueued {
  mailsQueued: number;
}

const PAYMENT_MESSAGE = 'Bonus Klub vyplata odmen';

/**
 * The back office's payout operations. Exporting a batch, marking it paid and returning a payout each
 * run in one transaction together with their audit entry and the members' e-mails (queued, sent by the
 * member-mail job once it commits, retried when sending fails).
 */
export class PayoutOperationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SiteSettingsService,
    private readonly source: PayoutSource,
  ) {}

  pending(month: string): Promise<AdminPayout[]> {
    return pendingPayoutsOfMonth(this.dataSource.manager, month);
  }

  async batches(): Promise<PayoutBatchSummary[]> {
    return (await batchSummaries(this.dataSource.manager, {})).map(publicSummary);
  }

  /** Puts the month's pending payouts (or the selected ones, all of which must still be free) into a new batch and returns its bank file. */
  exportBatch(admin: UserEntity, input: ExportPayoutBatchInput): Promise<PayoutBatchFile> {
    return this.dataSource.transaction(async (manager) => {
      const id = await insertBatch(manager, admin.id, 'abo');
      const taken = await assignToBatch(manager, id, input.month, input.payout_ids);
      if (taken === 0) throw new DomainError(input.payout_ids ? 'PAYOUT_BATCH_SELECTION_CHANGED' : 'PAYOUT_BATCH_EMPTY');
      if (input.payout_ids && taken !== new Set(input.payout_ids).size) throw new DomainError('PAYOUT_BATCH_SELECTION_CHANGED');
      const file = await this.file(manager, id);
      await recordAudit(manager, admin.id, 'payouts:exportBatch', { batchId: id, month: input.month, payouts: taken, totalHalere: file.batch.pending.amountHalere });
      return file;
    });
  }

  /** The bank file of an exported batch, again. */
  batchFile(batchId: number): Promise<PayoutBatchFile> {
    return this.file(this.dataSource.manager, batchId);
  }

  /** The bank has sent the batch: its pending payouts become paid and count in the members' paid_out. */
  async markBatchPaid(admin: UserEntity, { batch_id, paid_on }: MarkPayoutBatchPaidInput, now = new Date()): Promise<{ batch: PayoutBatchSummary } & MailsQueued> {
    const { siteName } = await this.settings.get();
    const mailsQueued = await this.dataSource.transaction(async (manager) => {
      const [batch] = await batchSummaries(manager, { id: batch_id, lock: true });
      if (!batch) throw new DomainError('NOT_FOUND');
      if (batch.paidOn) throw new DomainError('PAYOUT_BATCH_ALREADY_PAID');
      if (!isPaidOnAllowed(paid_on, batch.exportedOn, pragueDay(now).date)) throw new DomainError('PAYOUT_PAID_DATE_INVALID');
      const settled = await settleBatchPaid(manager, batch_id, paid_on);
      if (settled.length === 0) throw new DomainError('PAYOUT_BATCH_NOTHING_PENDING');
      await recordAudit(manager, admin.id, 'payouts:markBatchPaid', { batchId: batch_id, paidOn: paid_on, payouts: settled.map((p) => p.id) });
      for (const payout of settled) await recordWebhookEvent(manager, 'payout.paid', { payout_id: payout.id, member_id: payout.user_id, amount_czk: halereToWholeCzk(payout.amount_halere), paid_on });
      return queueMails(manager, settled, (payout) => payoutPaidEmail(notice(payout, siteName), paid_on));
    });
    const [batch] = await batchSummaries(this.dataSource.manager, { id: batch_id });
    return { batch: publicSummary(batch), mailsQueued };
  }

  /** The bank returned a payout: it becomes failed and its amount goes back on the member's balance, once. */
  async markFailed(admin: UserEntity, { payout_id, reason }: MarkPayoutFailedInput): Promise<{ payout: AdminPayout } & MailsQueued> {
    const { siteName } = await this.settings.get();
    const mailsQueued = await this.dataSource.transaction(async (manager) => {
      const settled = await settlePayoutFailed(manager, payout_id, reason);
      if (!settled) {
        const status = await payoutStatus(manager, payout_id);
        throw new DomainError(status === 'paid' ? 'PAYOUT_ALREADY_PAID' : status === 'failed' ? 'PAYOUT_ALREADY_FAILED' : 'NOT_FOUND');
      }
      await recordAudit(manager, admin.id, 'payouts:markFailed', { payoutId: payout_id, reason, amountHalere: settled.amount_halere });
      await recordWebhookEvent(manager, 'payout.failed', { payout_id, member_id: settled.user_id, amount_czk: halereToWholeCzk(settled.amount_halere), reason });
      return queueMails(manager, [settled], (payout) => payoutFailedEmail(notice(payout, siteName), reason));
    });
    return { payout: await adminPayout(this.dataSource.manager, payout_id), mailsQueued };
  }

  private async file(manager: EntityManager, batchId: number): Promise<PayoutBatchFile> {
    const [batch] = await batchSummaries(manager, { id: batchId });
    if (!batch) throw new DomainError('NOT_FOUND');
    const payments = await batchPayments(manager, batchId);
    const content = aboPaymentOrder({
      payer: this.source,
      dueDate: batch.exportedOn,
      fileNumber: batchId,
      payments: payments.map((p) => ({ account: p.bank_account, amountHalere: p.amount_halere, variableSymbol: p.id, message: PAYMENT_MESSAGE })),
    });
    return { batch: publicSummary(batch), fileName: payoutBatchFileName(batchId, ABO_FILE_EXTENSION), content };
  }
}

const notice = (payout: SettledPayout, siteName: string) => ({ amountHalere: payout.amount_halere, bankAccount: maskBankAccount(payout.bank_account), siteName });

/** Queues the mail of each settled payout whose member has an address, in the settlement's transaction. */
const queueMails = (manager: EntityManager, payouts: SettledPayout[], compose: (payout: SettledPayout) => MemberMailContent): Promise<number> =>
  queueMemberMails(
    manager,
    payouts.filter((payout) => payout.email).map((payout) => ({ userId: payout.user_id, ...compose(payout) })),
  );

const publicSummary = ({ exportedOn: _exportedOn, ...summary }: PayoutBatchSummary & { exportedOn: string }): PayoutBatchSummary => summary;
