/** One bonus the member has started and not finished: its capital is tied up until it ends. */
export interface StartedBonus {
  id: number;
  name: string;
  /** Whole Kč the bonus needs deposited. */
  neededCapital: number;
  /** 1 (none) … 5 (extreme). */
  riskRate: number;
  endAt: Date;
}

export type ReturnLevel = 'ok' | 'near' | 'reached';

export interface RiskOverview {
  capitalTiedUp: number;
  /** Capital weighted by each bonus's risk, 1–5, one decimal; null with nothing started. */
  averageRisk: number | null;
  /** Capital per risk level 1–5. */
  capitalByRisk: { riskRate: number; capital: number }[];
  startedBonuses: StartedBonus[];
  monthReturn: number;
  maxMonthReturn: number;
  /** 0–100, share of the tier's maximum return earned this month (capped at 100). */
  monthReturnPercent: number;
  returnLevel: ReturnLevel;
}

/** From this share of the tier's maximum monthly return on, the member is told they are close to it. */
export const NEAR_MAX_RETURN_SHARE = 0.8;

/**
 * Řízení rizik (basic and premium): how much capital the member's started bonuses hold, how risky it
 * is, and how far this month's return is from what their tier lets them earn.
 */
export function riskOverview(started: readonly StartedBonus[], monthReturn: number, maxMonthReturn: number): RiskOverview {
  const capitalTiedUp = started.reduce((sum, bonus) => sum + bonus.neededCapital, 0);
  const capitalByRisk = [1, 2, 3, 4, 5].map((riskRate) => ({
    riskRate,
    capital: started.filter((bonus) => bonus.riskRate === riskRate).reduce((sum, bonus) => sum + bonus.neededCapital, 0),
  }));
  const weighted = started.reduce((sum, bonus) => sum + bonus.neededCapital * bonus.riskRate, 0);
  const averageRisk = started.length === 0 ? null : capitalTiedUp === 0 ? round1(started.reduce((sum, b) => sum + b.riskRate, 0) / started.length) : round1(weighted / capitalTiedUp);
  const share = maxMonthReturn > 0 ? monthReturn / maxMonthReturn : 1;
  return {
    capitalTiedUp,
    averageRisk,
    capitalByRisk,
    startedBonuses: [...started].sort((a, b) => a.endAt.getTime() - b.endAt.getTime()),
    monthReturn,
    maxMonthReturn,
    monthReturnPercent: Math.min(100, Math.round(Math.max(0, share) * 100)),
    returnLevel: share >= 1 ? 'reached' : share >= NEAR_MAX_RETURN_SHARE ? 'near' : 'ok',
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
