import type { BonusLockCode, BonusType, GameVolatility, SpecialMark } from '@bonus/domain';

/** A payment of the member's statements that counted toward a step. */
export interface CountedPaymentPresentation {
  id: number;
  /** The booking day, unix seconds. */
  bookedTimestamp: number;
  /** Kč, negative when money left. */
  amount: number;
  counterparty: string | null;
}

/** A guided step as a bonus shows it. */
export interface BonusStepPresentation {
  id: number | string;
  title: string;
  subtitle: string;
  /** Sanitised HTML. */
  description: string;
  icon: string;
  /** When the member must finish it (unix seconds), once they started the offer; missed: past and not done. */
  due?: { dueTimestamp: number | null; missed: boolean } | null;
  /**
   * What the member's imported statements show toward the step's requirement: its words ("2 ze 3 plateb",
   * "chybí 1 platba", "zbývá 27 dní"), how full its bar is (0–1), and the payments that counted.
   */
  progress?: {
    words: { done: string; missing: string | null; time: string };
    share: number;
    met: boolean;
    counted: readonly CountedPaymentPresentation[];
  } | null;
  /** A way the member could lose the bonus at this step. */
  warning?: string | null;
}

/**
 * What a bonus card and detail show: the member's catalogue passes its bonuses, the admin's preview a
 * saved bonus as a member who has not started it would see it (no steps done, no lock).
 */
export interface BonusPresentation {
  id: number;
  name: string;
  /** Sanitised HTML. */
  description: string;
  startTimestamp: number;
  endTimestamp: number;
  expectedValue: number;
  neededCapital: number;
  specialMark: SpecialMark | null;
  bonusTypeName: BonusType;
  riskRate: number;
  urlLink: string;
  urlBonusConditions: string;
  /** The operator; its logo when the data has one (otherwise a lettermark is drawn). */
  company: { name: string; logoUrl?: string | null };
  games: { id: number; name: string; gameStudio: string; rtp: number; volatility: GameVolatility; urlLink: string }[];
  stepList: BonusStepPresentation[];
  /** How many steps the member has completed. */
  stepIdx: number;
  lock: { code: BonusLockCode; message: string; upgradable: boolean } | null;
  /** Whether the member may claim it now (the member's catalogue); an ineligible offer cannot be started. */
  eligibility?: { eligible: boolean };
}
