/** What the weekly analysis needs of an open bonus (whole Kč). */
export interface AnalysedBonus {
  id: number;
  name: string;
  expectedValue: number;
  neededCapital: number;
  steps: number;
  endAt: Date;
  startAt: Date;
}

/**
 * The catalogue records no time per bonus, so the effort is estimated from its steps: this many
 * minutes each (registration, verification, deposit, conditions…). Shown to members with the figures.
 */
export const MINUTES_PER_STEP = 15;

export interface RankedBonus {
  id: number;
  name: string;
  expectedValue: number;
  neededCapital: number;
  /** Estimated hours of work. */
  hours: number;
  /** Kč per estimated hour. */
  valuePerHour: number;
  /** Kč of expected value per 1 Kč of capital tied up; null when it needs no capital. */
  valuePerCzk: number | null;
  endAt: Date;
}

export interface WeeklyAnalysis {
  byHour: RankedBonus[];
  byCapital: RankedBonus[];
  expiringThisWeek: RankedBonus[];
}

const WEEK_MS = 7 * 24 * 3_600_000;
const TOP = 5;

/**
 * Týdenní analýza (premium): of the bonuses open to the member and running now, the best expected value
 * per hour of work and per crown of capital (no capital first), and those that end within a week.
 */
export function weeklyAnalysis(bonuses: readonly AnalysedBonus[], now: Date): WeeklyAnalysis {
  const ranked: RankedBonus[] = bonuses
    .filter((bonus) => bonus.startAt <= now && bonus.endAt > now)
    .map((bonus) => {
      const hours = Math.max(1, bonus.steps) * (MINUTES_PER_STEP / 60);
      return {
        id: bonus.id,
        name: bonus.name,
        expectedValue: bonus.expectedValue,
        neededCapital: bonus.neededCapital,
        hours,
        valuePerHour: Math.round(bonus.expectedValue / hours),
        valuePerCzk: bonus.neededCapital > 0 ? Math.round((bonus.expectedValue / bonus.neededCapital) * 100) / 100 : null,
        endAt: bonus.endAt,
      };
    });
  const byId = (a: RankedBonus, b: RankedBonus) => a.id - b.id;
  return {
    byHour: [...ranked].sort((a, b) => b.valuePerHour - a.valuePerHour || byId(a, b)).slice(0, TOP),
    byCapital: [...ranked].sort((a, b) => (b.valuePerCzk ?? Infinity) - (a.valuePerCzk ?? Infinity) || b.expectedValue - a.expectedValue || byId(a, b)).slice(0, TOP),
    expiringThisWeek: ranked.filter((bonus) => bonus.endAt.getTime() - now.getTime() <= WEEK_MS).sort((a, b) => a.endAt.getTime() - b.endAt.getTime() || byId(a, b)),
  };
}
