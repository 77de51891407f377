import { z } from 'zod';
import { bonusLimitKind } from './bonus-limits';
import { BONUS_TYPE_LABELS, BonusType } from './bonuses';
import { excelCsv } from './csv';

export type TaxCategory = 'bank' | 'gambling' | 'referral';

export const TAX_CATEGORY_LABELS: Record<TaxCategory, string> = {
  bank: 'Příjmy z bankovních bonusů',
  gambling: 'Výhry z hazardních her',
  referral: 'Příjmy z doporučení',
};

export const TAX_REPORT_NOTE =
  'Tento přehled je pomůcka pro vaše daňové přiznání, nikoli daňové poradenství. Jak které příjmy zdanit, posuďte podle zákona o daních z příjmů, případně s daňovým poradcem.';

export interface TaxEntry {
  /** YYYY-MM-DD, Prague time. */
  date: string;
  category: TaxCategory;
  description: string;
  /** Whole Kč; a bonus that lost money is negative. */
  amount: number;
}

export interface TaxReport {
  year: number;
  entries: TaxEntry[];
  totals: Record<TaxCategory, number>;
  total: number;
}

/** Daňový přehled (premium): a year's bonus income split into bank bonuses and gambling, and referral income, every entry dated. */
export function taxReport(
  year: number,
  bonuses: readonly { at: Date; name: string; type: BonusType; profit: number }[],
  referrals: readonly { at: Date; amount: number }[],
): TaxReport {
  const entries: TaxEntry[] = [
    ...bonuses.map((bonus) => ({
      date: pragueDate(bonus.at),
      category: bonusLimitKind(bonus.type) === 'bank' ? ('bank' as const) : ('gambling' as const),
      description: `${bonus.name} (${BONUS_TYPE_LABELS[bonus.type]})`,
      amount: bonus.profit,
    })),
    ...referrals.map((reward) => ({ date: pragueDate(reward.at), category: 'referral' as const, description: 'Odměna z předplatného pozvaného člena', amount: reward.amount })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.category.localeCompare(b.category));
  const totals: Record<TaxCategory, number> = { bank: 0, gambling: 0, referral: 0 };
  for (const entry of entries) totals[entry.category] += entry.amount;
  return { year, entries, totals, total: totals.bank + totals.gambling + totals.referral };
}

/** The report as a CSV for Excel: every entry, then the totals and the note. */
export function taxReportCsv(report: TaxReport): string {
  return excelCsv(['Datum', 'Kategorie', 'Popis', 'Částka (Kč)'], [
    ...report.entries.map((entry) => [entry.date, TAX_CATEGORY_LABELS[entry.category], entry.description, String(entry.amount)]),
    [],
    ...(Object.keys(TAX_CATEGORY_LABELS) as TaxCategory[]).map((category) => ['', `Celkem: ${TAX_CATEGORY_LABELS[category]}`, '', String(report.totals[category])]),
    ['', 'Celkem', '', String(report.total)],
    [],
    ['', TAX_REPORT_NOTE, '', ''],
  ]);
}

function pragueDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export const taxYearSchema = z.object({
  year: z.coerce.number({ error: 'Zadejte rok.' }).int({ error: 'Zadejte rok.' }).min(2020, { error: 'Přehled je k dispozici od roku 2020.' }).max(2100, { error: 'Zadejte rok.' }),
});
