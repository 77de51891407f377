import { z } from 'zod';
import { BONUS_TYPES, BonusType } from './bonuses';
import { monthInput } from './input-bounds';
import { pragueMonth } from './referrals';
import { TaxSummary, taxPositionThrough, TaxYearRecords } from './tax-summary';

/** One month's raw figures (whole Kč). */
export interface MonthFigures {
  /** Completed bonuses of the month with what each earned. */
  completed: { type: BonusType; profit: number }[];
  referralIncome: number;
  /** Payouts requested in the month that were not refused. */
  payouts: number;
}

export interface MonthSummary {
  /** YYYY-MM */
  month: string;
  completedCount: number;
  earnings: number;
  earningsByType: { type: BonusType; count: number; earnings: number }[];
  /** 0..1: share of completed bonuses that earned more than 0 Kč; 0 with none. */
  successRate: number;
  referralIncome: number;
  payouts: number;
}

export interface MonthlyReport {
  current: MonthSummary;
  previous: MonthSummary;
  /** current − previous, for the "compared with the month before" column. */
  change: { completedCount: number; earnings: number; successRate: number; referralIncome: number; payouts: number };
  /** The month's year as it stood at the month's end: the same figures as the tax summary. */
  taxPosition: TaxSummary;
}

export function summariseMonth(month: string, figures: MonthFigures): MonthSummary {
  const earnings = figures.completed.reduce((sum, entry) => sum + entry.profit, 0);
  const successes = figures.completed.filter((entry) => entry.profit > 0).length;
  return {
    month,
    completedCount: figures.completed.length,
    earnings,
    earningsByType: BONUS_TYPES.map((type) => {
      const ofType = figures.completed.filter((entry) => entry.type === type);
      return { type, count: ofType.length, earnings: ofType.reduce((sum, entry) => sum + entry.profit, 0) };
    }).filter((row) => row.count > 0),
    successRate: figures.completed.length ? successes / figures.completed.length : 0,
    referralIncome: figures.referralIncome,
    payouts: figures.payouts,
  };
}

/** The monthly report (basic and premium): a month against the one before, and the year's tax position at its end (`taxRecords`: the month's year). */
export function monthlyReport(month: string, current: MonthFigures, previous: MonthFigures, taxRecords: TaxYearRecords): MonthlyReport {
  const now = summariseMonth(month, current);
  const before = summariseMonth(previousMonth(month), previous);
  return {
    current: now,
    previous: before,
    change: {
      completedCount: now.completedCount - before.completedCount,
      earnings: now.earnings - before.earnings,
      successRate: now.successRate - before.successRate,
      referralIncome: now.referralIncome - before.referralIncome,
      payouts: now.payouts - before.payouts,
    },
    taxPosition: taxPositionThrough(month, taxRecords),
  };
}

export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** The last finished month at `now` in Prague, the one a report on the 1st is about. */
export function lastFinishedMonth(now: Date): string {
  return previousMonth(pragueMonth(now));
}

/** The months' names as Czech writes them on their own ("listopad"), January first. */
export const CZECH_MONTH_NAMES = ['leden', 'únor', 'březen', 'duben', 'květen', 'červen', 'červenec', 'srpen', 'září', 'říjen', 'listopad', 'prosinec'];

/** "listopad 2026" */
export function czechMonthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${CZECH_MONTH_NAMES[number - 1]} ${year}`;
}

export const monthlyReportQuerySchema = z.object({
  month: monthInput().optional(),
});
