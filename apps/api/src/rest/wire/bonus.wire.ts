import {
  AdminBonusPageDto,
  BonusDto,
  BonusHistoryEntryDto,
  BonusHistoryPageDto,
  BonusProgressDto,
  BonusReminderDto,
  BonusTermsVersionDto,
  CompanyDto,
  EligibilityDto,
  EligibilityRule,
  earningsStatsInCzk,
  fromEligibilityRuleView,
  GameDto,
  halereToWholeCzk,
  MonthlyStatsDto,
  toUnixSeconds,
} from '@bonus/domain';
import type {
  AdminBonusPage,
  BonusHistoryEntry,
  BonusHistoryPage,
  BonusProgress,
  Bonus,
  Game,
  MonthlyStats,
  TermsVersion,
} from '@bonus/server';
import { wireMapper } from '../wire-mapping';

const optionalSeconds = (moment: Date | null) => (moment ? toUnixSeconds(moment) : null);

export const toGameWire = wireMapper(
  (game: Game): GameDto => ({
    id: game.id,
    name: game.name,
    game_studio: game.gameStudio,
    game_studio_id: game.gameStudioId,
    rtp: game.rtp,
    volatility: game.volatility,
    url_link: game.urlLink,
  }),
);

// Steps and games are the shared catalogue's arrays in every member's bonus: their wire goes with them.
const toStepsWire = wireMapper(
  (steps: Bonus['stepList']): BonusDto['step_list'] =>
    steps.map(({ deadlineDays, ...step }) => ({ ...step, deadline_days: deadlineDays, due_timestamp: null, overdue: false, requirement_progress: null })),
);
// A started offer's steps carry this member's due times and requirement progress (made with the bonus's own wire, which is kept).
const toStartedStepsWire = (bonus: Bonus, deadlines: NonNullable<Bonus['deadlines']>): BonusDto['step_list'] =>
  toStepsWire(bonus.stepList).map((step, index) => {
    const progress = bonus.requirementProgress?.[index] ?? null;
    return {
      ...step,
      due_timestamp: optionalSeconds(deadlines.steps[index]?.dueTimestamp ?? null),
      overdue: deadlines.steps[index]?.missed ?? false,
      requirement_progress: progress && { done: progress.done, needed: progress.needed, met: progress.met, remaining_days: progress.remainingDays, counted_transaction_ids: progress.counted.map((payment) => Number(payment.id)) },
    };
  });
/** GET /company_all and a bonus's company. */
export const toCompanyWire = wireMapper(
  (company: Bonus['company']): CompanyDto => ({
    id: company.id,
    name: company.name,
    bank_code: company.bankCode,
    kind: company.kind,
    license: company.license && { number: company.license.number, valid_until: toUnixSeconds(company.license.validUntil) },
  }),
);
const toEligibilityWire = wireMapper(
  (eligibility: Bonus['eligibility']): EligibilityDto => ({
    eligible: eligibility.eligible,
    reasons: eligibility.reasons.map((reason) => ({ code: reason.code, message: reason.message, eligible_from: optionalSeconds(reason.eligibleFrom) })),
    remind_timestamp: optionalSeconds(eligibility.remindTimestamp),
  }),
);
// A stored rule's view is whole (the schema checked it on save), so its own shape comes back complete.
const toRulesWire = wireMapper((rules: Bonus['eligibilityRules']): EligibilityRule[] => rules.map((rule) => fromEligibilityRuleView(rule) as EligibilityRule));
const toGamesWire = wireMapper((games: Bonus['games']): GameDto[] => games.map(toGameWire));

export const toBonusWire = wireMapper(
  (bonus: Bonus): BonusDto => ({
    id: bonus.id,
    name: bonus.name,
    description: bonus.description,
    creation_timestamp: toUnixSeconds(bonus.creationTimestamp),
    start_timestamp: toUnixSeconds(bonus.startTimestamp),
    end_timestamp: toUnixSeconds(bonus.endTimestamp),
    visibility_start_timestamp: optionalSeconds(bonus.visibilityStartTimestamp),
    visibility_end_timestamp: optionalSeconds(bonus.visibilityEndTimestamp),
    visible: bonus.visible,
    draft: bonus.draft,
    expected_value: halereToWholeCzk(bonus.expectedValue),
    needed_capital: halereToWholeCzk(bonus.neededCapital),
    special_mark: bonus.specialMark,
    step_list: bonus.deadlines ? toStartedStepsWire(bonus, bonus.deadlines) : toStepsWire(bonus.stepList),
    step_idx: bonus.stepIdx,
    url_bonus_conditions: bonus.urlBonusConditions,
    url_link: bonus.urlLink,
    risk_rate: bonus.riskRate,
    company: toCompanyWire(bonus.company),
    games: toGamesWire(bonus.games),
    bonus_type_name: bonus.bonusTypeName,
    renewing_days: bonus.renewingDays,
    lock: bonus.lock,
    eligibility_rules: toRulesWire(bonus.eligibilityRules),
    value_terms: bonus.valueTerms,
    eligibility: toEligibilityWire(bonus.eligibility),
    next_due_timestamp: optionalSeconds(bonus.deadlines?.nextDueTimestamp ?? null),
    overdue: bonus.deadlines?.overdue ?? false,
    terms_version: bonus.termsVersion,
    started_terms_version: bonus.startedTermsVersion,
    terms_changed: bonus.termsChanged,
    earnings_stats: bonus.earningsStats && earningsStatsInCzk(bonus.earningsStats),
  }),
);

export const toTermsVersionWire = (version: TermsVersion): BonusTermsVersionDto => ({
  version: version.version,
  created_timestamp: toUnixSeconds(version.createdTimestamp),
  changes: version.changes,
});

export const toBonusReminderWire = (reminder: { bonusId: number; remindAt: Date }): BonusReminderDto => ({ bonus_id: reminder.bonusId, remind_timestamp: toUnixSeconds(reminder.remindAt) });

/** GET /bonus_all: the member's list is memoised, so its wire (and kept bytes) are too. */
export const toBonusListWire = wireMapper((bonuses: readonly Bonus[]): BonusDto[] => bonuses.map(toBonusWire));

export const toAdminBonusPageWire = wireMapper(
  (page: AdminBonusPage): AdminBonusPageDto => ({
    bonuses: page.bonuses.map(toBonusWire),
    total_count: page.totalCount,
    current_page: page.currentPage,
    page_count: page.pageCount,
  }),
);

export const toBonusProgressWire = (progress: BonusProgress): BonusProgressDto => ({ bonus_id: progress.bonusId, step_idx: progress.stepIdx });

export const toBonusHistoryEntryWire = wireMapper(
  (entry: BonusHistoryEntry): BonusHistoryEntryDto => ({
    id: entry.id,
    bonus: {
      id: entry.bonus.id,
      name: entry.bonus.name,
      bonus_type: entry.bonus.bonusType,
      expected_value: halereToWholeCzk(entry.bonus.expectedValue),
      company_name: entry.bonus.companyName,
    },
    note: entry.note,
    reached_profit: halereToWholeCzk(entry.reachedProfit),
    creation_timestamp: toUnixSeconds(entry.creationTimestamp),
  }),
);

export const toBonusHistoryPageWire = wireMapper(
  (page: BonusHistoryPage): BonusHistoryPageDto => ({
    items: page.items.map(toBonusHistoryEntryWire),
    total_count: page.totalCount,
    current_page: page.currentPage,
    items_per_page: page.itemsPerPage,
  }),
);

export const toMonthlyStatsWire = wireMapper(
  (months: readonly MonthlyStats[]): MonthlyStatsDto[] =>
    months.map((month) => ({ month: month.month, reached_profit: halereToWholeCzk(month.reachedProfit), success_rate: month.successRate, bonuses: month.bonuses })),
);
