import { DataSource, EntityManager } from 'typeorm';
import {
  autoPayoutKey,
  DomainError,
  formatCzechBankAccount,
  halereToWholeCzk,
  maskBankAccount,
  minimumWithdrawalReason,
  parseCzechBankAccount,
  payoutStatusName,
  TransactionDto,
  WITHDRAWAL_REASONS,
  withdrawalHalere,
  WithdrawalInput,
} from '@bonus/domain';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { UserEntity } from '../users/user.entity';
import { PayoutTransactionEntity } from './payout-transaction.entity';

function toTransactionDto(payout: PayoutTransactionEntity): TransactionDto {
  return {
    id: payout.id,
    amount: halereToWholeCzk(payout.amountHalere),
    creation_timestamp: Math.floor(payout.createdAt.getTime() / 1000),
    note: payout.note,
    trans_status_name: payoutStatusName(payout.status, payout.failureReason),
    trans_status: payout.status,
    bank_account: maskBankAccount(payout.bankAccount),
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
  async withdraw(user: UserEntity, input: WithdrawalInput): Promise<TransactionDto> {
    const account = formatCzechBankAccount(parseCzechBankAccount(input.bank_account)!);
    const { minWithdrawal } = await this.settings.get();
    if (input.amount < minWithdrawal) throw new DomainError('WITHDRAWAL_FAILED', { userReason: minimumWithdrawalReason(minWithdrawal) });
    return this.dataSource.transaction(async (manager) => {
      const [{ balance }] = await manager.query(`SELECT balance_halere::bigint AS balance FROM app_user WHERE id = $1 FOR UPDATE`, [user.id]);
      const amount = withdrawalHalere(input.amount, Number(balance));
      if (Number(balance) > 0 && amount === null) throw new DomainError('WITHDRAWAL_FAILED', { userReason: WITHDRAWAL_REASONS.overBalance });
      const payout = await this.payOut(manager, user.id, amount ?? input.amount * 100, account, 'Výběr na žádost', null);
      return toTransactionDto(payout!);
    });
  }

  /** The member's payouts, newest first. */
  async list(user: UserEntity): Promise<TransactionDto[]> {
    const payouts = await this.dataSource.getRepository(PayoutTransactionEntity).find({ where: { userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' } });
    return payouts.map(toTransactionDto);
  }

  /**
   * The monthly automatic payout: every member with auto-withdraw on, a saved account and a positive
   * balance is paid the whole balance, once per member and month (the idempotency key), so a job that
   * runs again or restarts mid-way pays nobody twice.
   */
  async runAutoPayouts(now = new Date()): Promise<number> {
    // Balances below the minimum wait for a later month.
    const minimumHalere = Math.max(1, (await this.settings.get()).minWithdrawal * 100);
    const due: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM app_user WHERE auto_withdraw AND bank_account IS NOT NULL AND balance_halere >= $1 AND erased_at IS NULL AND deactivated_at IS NULL ORDER BY id`,
      [minimumHalere],
    );
    let paid = 0;
    for (const { id } of due) {
      const payout = await this.dataSource.transaction(async (manager) => {
        const [member] = await manager.query(
          `SELECT balance_halere::bigint AS balance, bank_account FROM app_user WHERE id = $1 AND auto_withdraw AND bank_account IS NOT NULL FOR UPDATE`,
          [id],
        );
        if (!member || Number(member.balance) <= 0) return null;
        return this.payOut(manager, id, Number(member.balance), member.bank_account, 'Automatický výběr', autoPayoutKey(id, now));
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
    const [{ balance }] = await manager.query(`SELECT balance_halere::bigint AS balance FROM app_user WHERE id = $1 FOR UPDATE`, [userId]);
    if (Number(balance) <= 0) throw new DomainError('WITHDRAWAL_FAILED', { userReason: WITHDRAWAL_REASONS.emptyBalance });
    if (amountHalere > Number(balance)) throw new DomainError('WITHDRAWAL_FAILED', { userReason: WITHDRAWAL_REASONS.overBalance });
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(PayoutTransactionEntity)
      .values({ userId, amountHalere, bankAccount, note, status: 'pending', idempotencyKey })
      .orIgnore()
      .returning('*')
      .execute();
    if (!inserted.raw.length) return null;
    await manager.query(`UPDATE app_user SET balance_halere = balance_halere - $2 WHERE id = $1`, [userId, amountHalere]);
    return manager.findOneByOrFail(PayoutTransactionEntity, { id: inserted.raw[0].id });
  }
}
