import type { DataSource } from 'typeorm';
import {
  BonusHistoryQuery,
  bonusLock,
  CompleteBonusInput,
  czkToHalere,
  DomainError,
  historyPeriodStart,
  pragueMonth,
  StatsPeriod,
  statsMonthCount,
  UpdateBonusHistoryInput,
} from '@bonus/domain';
import { readDirectly } from '../../cache/member-data-cache';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { UserEntity } from '../users/user.entity';
import type { MemberContext } from '../users/member-context';
import { reviewForAmount } from './earnings-review';
import type { BonusHistoryEntryEntity } from './bonus-history-entry.entity';
import { BonusHistoryEntry, BonusHistoryPage, MonthlyStats } from './bonus-history.read-model';
import {
  adjustMemberTotals,
  deleteHistoryEntry,
  historyByMonth,
  historyEntryOf,
  historyEntryWithBonus,
  historyPage,
  historyTotals,
  insertHistoryEntry,
  updateHistoryEntry,
} from './bonus-history.queries';
import { loadBonusUsage } from './bonus-usage';
import { isShownNow, lockMember, progressOf } from './bonus-progress.queries';
import { findOpenBonus } from './open-bonus';
import { recordAccountFromBonus } from '../member-accounts/member-account.queries';

function toHistoryEntry(entry: BonusHistoryEntryEntity): BonusHistoryEntry {
  return {
    id: entry.id,
    bonus: {
      id: entry.bonus.id,
      name: entry.bonus.name,
      bonusType: entry.bonus.bonusType,
      expectedValue: entry.bonus.expectedValueHalere,
      companyName: entry.bonus.company.name,
    },
    note: entry.note,
    reachedProfit: entry.reachedProfitHalere,
    creationTimestamp: entry.createdAt,
  };
}

/**
 * Completed bonuses and what they earned. The member's bonus_revenue and completed count always
 * equal the sum and count of their history: every change to one changes the other in the same
 * transaction, under the member's row lock.
 */
export class BonusHistoryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SiteSettingsService,
  ) {}

  /** POST /bonus_history: all steps done, the bonus leaves the catalogue and its earnings count. */
  async complete(user: UserEntity, input: CompleteBonusInput, now = new Date()): Promise<BonusHistoryEntry> {
    const caps = await this.settings.get();
    const id = await this.dataSource.transaction(async (manager) => {
      const tier = await lockMember(manager, user.id);
      const bonus = await findOpenBonus(manager, user.id, input.bonus_id, now, { anyVisibility: true });
      const progress = await progressOf(manager, user.id, bonus.id);
      const stepIdx = progress?.stepIdx ?? 0;
      if (stepIdx < bonus.steps.length) throw new DomainError('BONUS_STEPS_UNFINISHED', { stepIdx, steps: bonus.steps.length });
      // Only a bonus without steps can be completed unstarted, and then only while it is shown (else it is none of the member's).
      if (bonus.steps.length === 0 && !(await isShownNow(manager, bonus.id, now))) throw new DomainError('NOT_FOUND', { bonusId: bonus.id });
      const lock = bonusLock(tier, bonus, await loadBonusUsage(manager, user.id, now), stepIdx > 0, caps);
      if (lock) throw new DomainError(lock.code, { bonusId: bonus.id });
      const profit = czkToHalere(input.reached_profit);
      const reviewStatus = reviewForAmount(profit, bonus.expectedValueHalere, input.confirm_unusual);
      const id = await insertHistoryEntry(manager, { userId: user.id, bonusId: bonus.id, note: input.note, reachedProfitHalere: profit, reviewStatus, createdAt: now });
      await adjustMemberTotals(manager, user.id, profit, 1);
      await recordAccountFromBonus(manager, { userId: user.id, companyId: bonus.companyId, openedAt: progress?.startedAt ?? now });
      return id;
    });
    return this.entry(user.id, id);
  }

  /** PUT /bonus_history: a corrected amount moves the totals by the difference (and is reviewed afresh when unusual). */
  async update(user: UserEntity, input: UpdateBonusHistoryInput): Promise<BonusHistoryEntry> {
    await this.dataSource.transaction(async (manager) => {
      await lockMember(manager, user.id);
      const entry = await historyEntryWithBonus(manager, user.id, input.id);
      if (!entry) throw new DomainError('NOT_FOUND', { historyId: input.id });
      const profit = czkToHalere(input.reached_profit);
      const reviewStatus = profit === entry.reachedProfitHalere ? entry.reviewStatus : reviewForAmount(profit, entry.bonus.expectedValueHalere, input.confirm_unusual);
      await updateHistoryEntry(manager, entry.id, { reachedProfitHalere: profit, reviewStatus, ...(input.note === undefined ? {} : { note: input.note }) });
      await adjustMemberTotals(manager, user.id, profit - entry.reachedProfitHalere, 0);
    });
    return this.entry(user.id, input.id);
  }

  /** DELETE /bonus_history: the bonus returns to uncompleted (and to the catalogue, steps still done). */
  async remove(user: UserEntity, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockMember(manager, user.id);
      const profit = await deleteHistoryEntry(manager, user.id, id);
      if (profit === null) throw new DomainError('NOT_FOUND', { historyId: id });
      await adjustMemberTotals(manager, user.id, -profit, -1);
    });
  }

  /** POST /bonus_history_all: newest first, filtered by period and bonus type. */
  list({ user, reads: memberReads }: MemberContext, query: BonusHistoryQuery, now = new Date()): Promise<BonusHistoryPage> {
    const start = historyPeriodStart(query.time_period, now);
    // A rolling period (last week, month, year) starts at a new millisecond each time: only whole-history pages are kept.
    const reads = start ? readDirectly : memberReads;
    return reads(`history:${JSON.stringify(query)}`, () => this.loadPage(user, query, start));
  }

  private async loadPage(user: UserEntity, query: BonusHistoryQuery, start: Date | null): Promise<BonusHistoryPage> {
    const [[entries, total], totals] = await Promise.all([historyPage(this.dataSource.manager, user.id, query, start), historyTotals(this.dataSource, user.id, start, query.bonus_type_filters)]);
    return { items: entries.map(toHistoryEntry), totalCount: total, totals, currentPage: query.current_page, itemsPerPage: query.items_per_page };
  }

  /** GET /bonus_history_stats: every month of the period (Prague time), oldest first, empty months included. */
  stats({ user, reads }: MemberContext, period: StatsPeriod, now = new Date()): Promise<MonthlyStats[]> {
    return reads(`stats:${period}:${pragueMonth(now)}`, () => this.loadStats(user, period, now));
  }

  private async loadStats(user: UserEntity, period: StatsPeriod, now: Date): Promise<MonthlyStats[]> {
    const rows = await historyByMonth(this.dataSource.manager, user.id, now, statsMonthCount(period));
    return rows.map((row) => ({
      month: row.month,
      reachedProfit: row.reachedProfitHalere,
      successRate: row.bonuses ? row.successes / row.bonuses : 0,
      bonuses: row.bonuses,
    }));
  }

  private async entry(userId: string, id: number): Promise<BonusHistoryEntry> {
    return toHistoryEntry(await historyEntryOf(this.dataSource.manager, userId, id));
  }
}
