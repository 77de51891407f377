import { BonusLock, BonusLockCode, BonusType, CompanyKind, EarningsStats, Eligibility, EligibilityRuleView, errorMessage, GameVolatility, Halere, OperatorLicense, RequirementProgress, SpecialMark, StepDeadlines, StepRequirement, toEligibilityRuleView, ValueTerms } from '@bonus/domain';
import type { CompanyEntity } from '../catalogue/company.entity';
import type { GameEntity } from '../catalogue/game.entity';
import type { BonusEntity } from './bonus.entity';

export interface Company {
  id: number;
  name: string;
  /** A bank's ČNB code; null for casinos. */
  bankCode: string | null;
  kind: CompanyKind;
  /** A casino's Ministry of Finance licence; null for banks and unlicensed operators. */
  license: OperatorLicense | null;
}

export function toCompanyReadModel(company: CompanyEntity): Company {
  return {
    id: company.id,
    name: company.name,
    bankCode: company.bankCode,
    kind: company.kind,
    license: company.licenseNumber !== null && company.licenseValidUntil !== null ? { number: company.licenseNumber, validUntil: company.licenseValidUntil } : null,
  };
}

export interface Game {
  id: number;
  name: string;
  gameStudio: string;
  gameStudioId: number;
  /** Return to player in percent. */
  rtp: number;
  volatility: GameVolatility;
  urlLink: string;
}

export interface BonusStep {
  id: number;
  title: string;
  subtitle: string;
  /** Sanitised HTML. */
  description: string;
  icon: string;
  order: number;
  category: string;
  /** Due this many days after the member started the offer; null: no deadline. */
  deadlineDays: number | null;
  /** What the member's statements must show (issue #37); null: nothing to count. */
  requirement: StepRequirement | null;
}

/** Why the member cannot take a bonus, in the spec's words, and whether a higher tier would let them. */
export interface ExplainedBonusLock {
  code: BonusLockCode;
  message: string;
  upgradable: boolean;
}

/** A bonus as one member sees it (the admin's list: as nobody in particular, no progress and no lock). */
export interface Bonus {
  id: number;
  name: string;
  /** Sanitised HTML. */
  description: string;
  creationTimestamp: Date;
  startTimestamp: Date;
  endTimestamp: Date;
  visibilityStartTimestamp: Date | null;
  visibilityEndTimestamp: Date | null;
  visible: boolean;
  /** Saved but not published: never visible. */
  draft: boolean;
  expectedValue: Halere;
  neededCapital: Halere;
  specialMark: SpecialMark | null;
  /** In the admin's order. */
  stepList: readonly BonusStep[];
  /** How many of the steps this member has completed. */
  stepIdx: number;
  urlBonusConditions: string;
  urlLink: string;
  riskRate: number;
  company: Company;
  /** By name, Czech collation. */
  games: readonly Game[];
  bonusTypeName: BonusType;
  /** Weekday numbers, 0 = Monday. */
  renewingDays: number[];
  lock: ExplainedBonusLock | null;
  /** Who may claim it (issue #36). */
  eligibilityRules: readonly EligibilityRuleView[];
  /** A casino offer's wagering terms (issue #38); null: none entered. */
  valueTerms: ValueTerms | null;
  /** Whether this member may claim it now, and the day they asked to be reminded of. */
  eligibility: MemberEligibility;
  /** This member's due times; null when they have not started it. */
  deadlines: StepDeadlines | null;
  /** Per step, what this member's statements show toward its requirement; null when not started (and for a step without one). */
  requirementProgress: readonly (StepProgress | null)[] | null;
  /** The newest version of its terms. */
  termsVersion: number;
  /** The version this member started under; null when not started. */
  startedTermsVersion: number | null;
  /** When this member started it; null when not started (a changed step's due dates count from it). */
  startedTimestamp: Date | null;
  /** The terms changed since this member started. */
  termsChanged: boolean;
  /** What members' approved results of this offer were (issue #38 §2); null below EARNINGS_STATS_MIN_RESULTS. */
  earningsStats: EarningsStats | null;
}

/** A statement entry that counted toward a step's requirement, as the offer detail lists it. */
export interface CountedPayment {
  id: number;
  /** The booking day's Prague midnight. */
  bookedTimestamp: Date;
  /** Kč with haléře, negative when money leaves (as GET /bank_transaction_all). */
  amount: number;
  counterparty: string | null;
}

export interface StepProgress extends RequirementProgress {
  /** Newest first. */
  counted: readonly CountedPayment[];
}

export interface MemberEligibility extends Eligibility {
  remindTimestamp: Date | null;
}

/** As nobody in particular (the admin's list, the shared catalogue): claimable, nothing due. */
export const NOBODYS_ELIGIBILITY: MemberEligibility = Object.freeze({ eligible: true, reasons: [], remindTimestamp: null });

/** The admin's page of every bonus. */
export interface AdminBonusPage {
  bonuses: readonly Bonus[];
  totalCount: number;
  currentPage: number;
  pageCount: number;
}

/** The member's progress on one bonus after a step change. */
export interface BonusProgress {
  bonusId: number;
  stepIdx: number;
}

export function toGameReadModel(game: GameEntity): Game {
  return {
    id: game.id,
    name: game.name,
    gameStudio: game.gameStudio.name,
    gameStudioId: game.gameStudioId,
    rtp: game.rtp,
    volatility: game.volatility,
    urlLink: game.urlLink,
  };
}

/** A bonus with its company, games (and studios) and steps loaded, as one member sees it. */
export function toBonusReadModel(bonus: BonusEntity, stepIdx: number, lock: BonusLock | null): Bonus {
  return {
    id: bonus.id,
    name: bonus.name,
    description: bonus.descriptionHtml,
    creationTimestamp: bonus.createdAt,
    startTimestamp: bonus.startAt,
    endTimestamp: bonus.endAt,
    visibilityStartTimestamp: bonus.visibilityStartAt,
    visibilityEndTimestamp: bonus.visibilityEndAt,
    visible: bonus.visible,
    draft: bonus.draft,
    expectedValue: bonus.expectedValueHalere,
    neededCapital: bonus.neededCapitalHalere,
    specialMark: bonus.specialMark,
    stepList: [...bonus.steps]
      .sort((a, b) => a.position - b.position)
      .map((step) => ({
        id: step.id,
        title: step.title,
        subtitle: step.subtitle,
        description: step.descriptionHtml,
        icon: step.icon,
        order: step.position,
        category: step.category,
        deadlineDays: step.deadlineDays,
        requirement: step.requirement,
      })),
    stepIdx,
    urlBonusConditions: bonus.urlBonusConditions,
    urlLink: bonus.urlLink,
    riskRate: bonus.riskRate,
    company: toCompanyReadModel(bonus.company),
    games: [...bonus.games].sort((a, b) => a.name.localeCompare(b.name, 'cs')).map(toGameReadModel),
    bonusTypeName: bonus.bonusType,
    renewingDays: bonus.renewingDays,
    lock: lock && explainLock(lock),
    eligibilityRules: bonus.eligibilityRules.map(toEligibilityRuleView),
    valueTerms: bonus.valueTerms,
    eligibility: NOBODYS_ELIGIBILITY,
    deadlines: null,
    requirementProgress: null,
    termsVersion: bonus.termsVersion,
    startedTermsVersion: null,
    startedTimestamp: null,
    termsChanged: false,
    earningsStats: null,
  };
}

export function explainLock(lock: BonusLock): ExplainedBonusLock {
  return { code: lock.code, message: errorMessage(lock.code), upgradable: lock.upgradable };
}
