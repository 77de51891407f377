import { z } from 'zod';
import { BONUS_TYPE_LABELS, BonusType } from './bonuses';
import { excelCsv } from './csv';
import { formatCzk, Halere, halereToWholeCzk } from './money';
import { pragueYear, sourceDates, TAX_GAME_TYPE_LABELS, TaxGameType, taxGameType, TaxSummary, taxSummary, TaxYearRecords } from './tax-summary';

export type TaxCategory = 'bank' | TaxGameType | 'referral';

export const TAX_CATEGORY_LABELS: Record<TaxCategory, string> = {
  bank: 'Bankovní bonusy',
  technicke_hry: 'Hazardní hry: technické hry',
  zive_hry: 'Hazardní hry: živé hry',
  referral: 'Odměny za doporučení',
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
  /** The year's records (Prague calendar year), dated and sorted. */
  entries: TaxEntry[];
  /** The year's position, the same computation as GET /tax_summary. */
  summary: TaxSummary;
}

/** The records of a year with the offers' names, for the dated entries. */
export interface NamedTaxYearRecords extends TaxYearRecords {
  bonuses: readonly { at: Date; name: string; type: BonusType; profit: Halere }[];
}

/** Daňový přehled (premium): the year's results by game type, bank bonuses and referral rewards, every entry dated, with the year's position. */
export function taxReport(year: number, records: NamedTaxYearRecords): TaxReport {
  const inYear = <T extends { at: Date }>(rows: readonly T[]) => rows.filter((row) => pragueYear(row.at) === year);
  const entries: TaxEntry[] = [
    ...inYear(records.bonuses).map((bonus) => ({
      date: pragueDate(bonus.at),
      category: taxGameType(bonus.type) ?? ('bank' as const),
      description: `${bonus.name} (${BONUS_TYPE_LABELS[bonus.type]})`,
      amount: halereToWholeCzk(bonus.profit),
    })),
    ...inYear(records.referrals).map((reward) => ({ date: pragueDate(reward.at), category: 'referral' as const, description: 'Odměna z předplatného pozvaného člena', amount: halereToWholeCzk(reward.amount) })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.category.localeCompare(b.category));
  return { year, entries, summary: taxSummary(year, records) };
}

/** The year's position as lines of label and whole Kč, for the CSV, the PDF and the monthly e-mail. */
export function taxSummaryLines(summary: TaxSummary): [string, number][] {
  return [
    ...summary.gambling.map((row): [string, number] => [`Čistá výhra: ${TAX_GAME_TYPE_LABELS[row.gameType]} (limit ${formatCzk(summary.gamblingLimit)})`, row.net]),
    [`Bankovní bonusy a odměny za doporučení (limit ${formatCzk(summary.otherIncome.limit)}, ${summary.otherIncome.note})`, summary.otherIncome.total],
  ];
}

/** The report as a CSV for Excel: every entry, then the year's position, warnings, sources and the note. */
export function taxReportCsv(report: TaxReport): string {
  const { summary } = report;
  return excelCsv(['Datum', 'Kategorie', 'Popis', 'Částka (Kč)'], [
    ...report.entries.map((entry) => [entry.date, TAX_CATEGORY_LABELS[entry.category], entry.description, String(entry.amount)]),
    [],
    ...taxSummaryLines(summary).map(([label, amount]) => ['', label, '', String(amount)]),
    ...summary.warnings.map((warning) => ['', 'Upozornění', warning.message, '']),
    [],
    ...summary.sources.map((source) => ['', `Zdroj (${sourceDates(source)})`, `${source.rule} (${source.law}) ${source.url}`, '']),
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
