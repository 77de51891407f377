import type { DataSource, EntityManager } from 'typeorm';
import {
  autoPayoutKey,
  DomainError,
  formatCzechBankAccount,
  halereToWholeCzk,
  type ListPageQuery,
  maskBankAccount,
  minimumWithdrawalReason,
  pageOf,
  pageWindow,
  parseCzechBankAccount,
  payoutStatusName,
  WITHDRAWAL_REASONS,
  withdrawalHalere,
  WithdrawalInput,
} from '@bonus/domain';
import { recordWebhookEvent } from '../webhooks/webhook.service';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { UserEntity } from '../users/user.entity';
import type { PayoutTransactionEntity } from './payout-transaction.entity';
import { insertPendingPayout, lockedAutoPayoutMember, lockedBalance, memberPayoutPage, memberPayoutTotals, membersDueAutoPayout, payoutsOf, takeFromBalance } from './payout.queries';
import type { MemberPayout, MemberPayoutPage } from './payout.read-model';

function toMemberPayout(payout: PayoutTransactionEntity): MemberPayout {
  return {
    id: payout.id,
    amount: payout.amountHalere,
    creationTimestamp: payout.createdAt,
    note: payout.note,
    status: payout.status,
    transStatusName: payoutStatusName(payout.status, payout.failureReason),
    bankAccount: maskBankAccount(payout.bankAccount),
  };
}

/**
 * Payouts of referral earnings. A payout takes its amount from the balance in the same transaction,
 * under the member's row lock, so concurrent requests can never take more than there is. It counts in
 * paid_out only once the bank has paid it (PayoutOperationsService).
 */
export class PayoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SiteSettingsService,
  ) {}

  /** POST /transaction: a withdrawal on request, paid by the 7th of the next month. */
  async withdraw(user: UserEntity, input: WithdrawalInput): Promise<MemberPayout> {
    const account = formatCzechBankAccount(parseCzechBankAccount(input.bank_account)!);
    const { minWithdrawal } = await this.settings.get();
    if (input.amount < minWithdrawal) throw new DomainError('WITHDRAWAL_FAILED', { userReason: minimumWithdrawalReason(minWithdrawal) });
    return this.dataSource.transaction(async (manager) => {
      const balance = await lockedBalance(manager, user.id);
      const amount = withdrawalHalere(input.amount, balance);
      if (balance > 0 && amount === null) throw new DomainError('WITHDRAWAL_FAILED', { userReason: WITHDRAWAL_REASONS.overBalance });
      const payout = await this.payOut(manager, user.id, amount ?? input.amount * 100, account, 'Výběr na žádost', null);
      return toMemberPayout(payout!);
    });
  }

  /** One page of the member's payouts, newest first, with the totals of all of them per state. */
  async page(user: UserEntity, query: ListPageQuery): Promise<MemberPayoutPage> {
    const [[payouts, total], totals] = await Promise.all([memberPayoutPage(this.dataSource.manager, user.id, pageWindow(query)), memberPayoutTotals(this.dataSource.manager, user.id)]);
    return { ...pageOf(payouts.map(toMemberPayout), total, query), totals };
  }

  /** The member's payouts, newest first. */
  async list(user: UserEntity): Promise<MemberPayout[]> {
    return (await payoutsOf(this.dataSource.manager, user.id)).map(toMemberPayout);
  }

  /**
   * The monthly automatic payout: every member with auto-withdraw on, a saved account and a positive
   * balance is paid the whole balance, once per member and month (the idempotency key), so a job that
   * runs again or restarts mid-way pays nobody twice.
   */
  async runAutoPayouts(now = new Date()): Promise<number> {
    // Balances below the minimum wait for a later month.
    const minimumHalere = Math.max(1, (await this.settings.get()).minWithdrawal * 100);
    let paid = 0;
    for (const id of await membersDueAutoPayout(this.dataSource, minimumHalere)) {
      const payout = await this.dataSource.transaction(async (manager) => {
        const member = await lockedAutoPayoutMember(manager, id);
        if (!member || member.balance <= 0) return null;
        return this.payOut(manager, id, member.balance, member.bankAccount, 'Automatický výběr', autoPayoutKey(id, now));
      });
      if (payout) paid++;
    }
    return paid;
  }

  /**
   * Records a pending payout and takes its amount off the balance. Refuses what the balance does not
   * cover; with an idempotency key already used, pays nothing and returns null.
   */
  private async payOut(manager: EntityManager, userId: string, amountHalere: number, bankAccount: string, note: string, idempotencyKey: string | null) {
    const balance = await lockedBalance(manager, userId);
    if (balance <= 0) throw new DomainError('WITHDRAWAL_FAILED', { userReason: WITHDRAWAL_REASONS.emptyBalance });
    if (amountHalere > balance) throw new DomainError('WITHDRAWAL_FAILED', { userReason: WITHDRAWAL_REASONS.overBalance });
    const payout = await insertPendingPayout(manager, { userId, amountHalere, bankAccount, note, idempotencyKey });
    if (payout) {
      await takeFromBalance(manager, userId, amountHalere);
      await recordWebhookEvent(manager, 'payout.requested', { payout_id: payout.id, member_id: userId, amount_czk: halereToWholeCzk(amountHalere), automatic: idempotencyKey !== null });
    }
    return payout;
  }
}
