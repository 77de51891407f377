import { DataSource, EntityManager } from 'typeorm';
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
import { BonusHistoryEntryEntity } from './bonus-history-entry.entity';
import { BonusHistoryEntry, BonusHistoryPage, MonthlyStats } from './bonus-history.read-model';
import { historyTotals } from './bonus-history.queries';
import { loadBonusUsage, lockMember } from './bonus-usage';
import { pragueMonthOf, pragueMonthsCte } from '../../persistence/prague-months';
import { visibleNowSql } from './bonus-visibility';
import { findOpenBonus } from './open-bonus';
import { UserBonusProgressEntity } from './user-bonus-progress.entity';
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
    createdAt: entry.createdAt,
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
      const bonus = await findOpenBonus(manager, user.id, input.bonus_id, now, 'BONUS_COMPLETE_FAILED', { anyVisibility: true });
      const progress = await manager.findOneBy(UserBonusProgressEntity, { userId: user.id, bonusId: bonus.id });
      const stepIdx = progress?.stepIdx ?? 0;
      // Only a bonus without steps can be completed unstarted, and then only while it is shown.
      if (stepIdx < bonus.steps.length || (bonus.steps.length === 0 && !(await this.shownNow(manager, bonus.id, now)))) {
        throw new DomainError('BONUS_COMPLETE_FAILED', { stepIdx, steps: bonus.steps.length });
      }
      const lock = bonusLock(tier, bonus, await loadBonusUsage(manager, user.id, now), stepIdx > 0, caps);
      if (lock) throw new DomainError(lock.code, { bonusId: bonus.id });
      const profit = czkToHalere(input.reached_profit);
      const reviewStatus = reviewForAmount(profit, bonus.expectedValueHalere, input.confirm_unusual);
      const inserted = await manager.insert(BonusHistoryEntryEntity, { userId: user.id, bonusId: bonus.id, note: input.note, reachedProfitHalere: profit, reviewStatus, createdAt: now });
      await this.adjustTotals(manager, user.id, profit, 1);
      await recordAccountFromBonus(manager, { userId: user.id, companyId: bonus.companyId, openedAt: progress?.startedAt ?? now });
      return inserted.identifiers[0].id as number;
    });
    return this.entry(user.id, id);
  }

  /** PUT /bonus_history: a corrected amount moves the totals by the difference (and is reviewed afresh when unusual). */
  async update(user: UserEntity, input: UpdateBonusHistoryInput): Promise<BonusHistoryEntry> {
    await this.dataSource.transaction(async (manager) => {
      await lockMember(manager, user.id);
      const entry = await manager.findOne(BonusHistoryEntryEntity, { where: { id: input.id, userId: user.id }, relations: { bonus: true } });
      if (!entry) throw new DomainError('NOT_FOUND', { historyId: input.id });
      const profit = czkToHalere(input.reached_profit);
      const reviewStatus = profit === entry.reachedProfitHalere ? entry.reviewStatus : reviewForAmount(profit, entry.bonus.expectedValueHalere, input.confirm_unusual);
      await manager.update(BonusHistoryEntryEntity, entry.id, { reachedProfitHalere: profit, reviewStatus, ...(input.note === undefined ? {} : { note: input.note }) });
      await this.adjustTotals(manager, user.id, profit - entry.reachedProfitHalere, 0);
    });
    return this.entry(user.id, input.id);
  }

  /** DELETE /bonus_history: the bonus returns to uncompleted (and to the catalogue, steps still done). */
  async remove(user: UserEntity, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockMember(manager, user.id);
      const [rows] = await manager.query(`DELETE FROM bonus_history_entry WHERE id = $1 AND user_id = $2 RETURNING reached_profit_halere`, [id, user.id]);
      if (!rows.length) throw new DomainError('NOT_FOUND', { historyId: id });
      await this.adjustTotals(manager, user.id, -Number(rows[0].reached_profit_halere), -1);
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
    // Plain LIMIT/OFFSET with joins that cannot multiply rows (each entry has one bonus, one company):
    // one page query and one count, however long the history (findAndCount adds a distinct-ids query).
    const page = this.dataSource
      .getRepository(BonusHistoryEntryEntity)
      .createQueryBuilder('entry')
      .leftJoinAndSelect('entry.bonus', 'bonus')
      .leftJoinAndSelect('bonus.company', 'company')
      .where('entry.userId = :userId', { userId: user.id })
      .orderBy('entry.createdAt', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .limit(query.items_per_page)
      .offset((query.current_page - 1) * query.items_per_page);
    if (start) page.andWhere('entry.createdAt >= :start', { start });
    if (query.bonus_type_filters.length) page.andWhere('bonus.bonusType IN (:...types)', { types: query.bonus_type_filters });
    const [[entries, total], totals] = await Promise.all([page.getManyAndCount(), historyTotals(this.dataSource, user.id, start, query.bonus_type_filters)]);
    return { items: entries.map(toHistoryEntry), totalCount: total, totals, currentPage: query.current_page, itemsPerPage: query.items_per_page };
  }

  /** GET /bonus_history_stats: every month of the period (Prague time), oldest first, empty months included. */
  stats({ user, reads }: MemberContext, period: StatsPeriod, now = new Date()): Promise<MonthlyStats[]> {
    return reads(`stats:${period}:${pragueMonth(now)}`, () => this.loadStats(user, period, now));
  }

  private async loadStats(user: UserEntity, period: StatsPeriod, now: Date): Promise<MonthlyStats[]> {
    const rows: { month: string; profit: string; bonuses: number; successes: number }[] = await this.dataSource.query(
      `WITH ${pragueMonthsCte('$2', '$3')}
       SELECT to_char(m.month, 'YYYY-MM') AS month,
              coalesce(sum(e.reached_profit_halere), 0)::bigint AS profit,
              count(e.id)::int AS bonuses,
              (count(e.id) FILTER (WHERE e.reached_profit_halere > 0))::int AS successes
         FROM months m
         LEFT JOIN bonus_history_entry e ON e.user_id = $1 AND ${pragueMonthOf('e.created_at')} = m.month
        GROUP BY m.month ORDER BY m.month`,
      [user.id, now, statsMonthCount(period)],
    );
    return rows.map((row) => ({
      month: row.month,
      reachedProfit: Number(row.profit),
      successRate: row.bonuses ? row.successes / row.bonuses : 0,
      bonuses: row.bonuses,
    }));
  }

  private async shownNow(manager: EntityManager, bonusId: number, now: Date): Promise<boolean> {
    const [row] = await manager.query(`SELECT 1 FROM bonus b WHERE b.id = $1 AND ${visibleNowSql('b', '$2')}`, [bonusId, now]);
    return Boolean(row);
  }

  private async adjustTotals(manager: EntityManager, userId: string, profitHalere: number, count: number): Promise<void> {
    await manager.query(
      `UPDATE app_user SET bonus_revenue_halere = bonus_revenue_halere + $2, completed_bonus_count = completed_bonus_count + $3 WHERE id = $1`,
      [userId, profitHalere, count],
    );
  }

  private async entry(userId: string, id: number): Promise<BonusHistoryEntry> {
    const entry = await this.dataSource.getRepository(BonusHistoryEntryEntity).findOneOrFail({ where: { id, userId }, relations: { bonus: { company: true } } });
    return toHistoryEntry(entry);
  }
}
