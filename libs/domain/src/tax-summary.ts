import { z } from 'zod';
import type { BonusType } from './bonuses';
import { pragueCalendarDate } from './calendar-dates';
import { formatCzk, Halere, halereToWholeCzk } from './money';
import { pragueMonth } from './referrals';

/**
 * The member's tax position for a year (issue #38 §3), informative only. Casino results are gambling
 * winnings, summed per game type over the Prague calendar year and never netted between the types;
 * bank bonuses and referral rewards are other income, set against the occasional-income exemption.
 * One computation for GET /tax_summary, the tax export (CSV, PDF), the monthly report and the overview.
 */

export const TAX_GAME_TYPES = ['technicke_hry', 'zive_hry'] as const;
export type TaxGameType = (typeof TAX_GAME_TYPES)[number];

export const TAX_GAME_TYPE_LABELS: Record<TaxGameType, string> = { technicke_hry: 'Technické hry', zive_hry: 'Živé hry' };

/** Slots and registration offers (free spins) are technical games, live casino offers live games; bank offers are no gambling. */
const GAME_TYPE_OF: Record<BonusType, TaxGameType | null> = { bank: null, slot: 'technicke_hry', registration: 'technicke_hry', live: 'zive_hry' };

export function taxGameType(type: BonusType): TaxGameType | null {
  return GAME_TYPE_OF[type];
}

/** Whole Kč a year of net gambling winnings exempt per game type. */
export const GAMBLING_EXEMPTION_LIMIT_CZK = 1_000_000;
/** Whole Kč a year of occasional income exempt in total. */
export const OCCASIONAL_INCOME_LIMIT_CZK = 30_000;
/** A warning from this share of a limit on: 4/5 (80 %), compared in integers. */
const WARNING_SHARE = { numerator: 4, denominator: 5 };

/** Whether bank bonuses and referral rewards are occasional income is not confirmed: the figure is information, not advice. */
export const OTHER_INCOME_NOTE = 'informativní, ověřte s daňovým poradcem';

export const TAX_SUMMARY_NOTE =
  'Přehled je informativní a nenahrazuje daňové poradenství. Vychází jen z výsledků, které jste si zapsali; ověřte je s daňovým poradcem.';

/** The member's records of a year (or more: what falls outside the Prague year is left out here). */
export interface TaxYearRecords {
  bonuses: readonly { at: Date; type: BonusType; profit: Halere }[];
  referrals: readonly { at: Date; amount: Halere }[];
}

export const TAX_WARNING_CODES = ['GAMBLING_LIMIT_NEAR', 'GAMBLING_LIMIT_EXCEEDED', 'OTHER_INCOME_LIMIT_NEAR', 'OTHER_INCOME_LIMIT_EXCEEDED'] as const;
export type TaxWarningCode = (typeof TAX_WARNING_CODES)[number];

export interface TaxWarning {
  code: TaxWarningCode;
  message: string;
}

/** A rule the summary applies: what it says, the law it comes from, where we read it and when we last checked it (YYYY-MM-DD). */
export interface TaxSource {
  rule: string;
  law: string;
  url: string;
  checkedOn: string;
}

export interface TaxSummary {
  year: number;
  /** Both game types, whole Kč; a net loss is negative. */
  gambling: { gameType: TaxGameType; net: number }[];
  gamblingLimit: number;
  otherIncome: { total: number; limit: number; note: string };
  warnings: TaxWarning[];
  sources: readonly TaxSource[];
}

const CHECKED_ON = '2026-11-25';

export const TAX_SOURCES: readonly TaxSource[] = Object.freeze([
  {
    rule: 'Výhry z hazardních her jsou osvobozeny do 1 000 000 Kč čisté výhry (výhry − vklady) za rok. Posuzuje se každý druh hry zvlášť: výsledky u více provozovatelů téhož druhu se sčítají, mezi druhy her se nezapočítávají. Částka nad limitem se uvádí v daňovém přiznání.',
    law: 'zákon č. 586/1992 Sb., o daních z příjmů',
    url: 'https://www.finance.cz/aktuality/financni-sprava-si-posviti-na-osoby-ktere-v-hazardu-vyhraly-pres-milion-korun/',
    checkedOn: CHECKED_ON,
  },
  {
    rule: 'Druhy hazardních her: technická hra (automaty, tedy i volné otočky z registračních bonusů) a živá hra (hra u stolu s krupiérem, live casino).',
    law: 'zákon č. 186/2016 Sb., o hazardních hrách',
    url: 'https://www.idnes.cz/ekonomika/domaci/loterie-vyhry-zdaneni-ministerstvo-financi.A230911_140837_ekonomika_ven',
    checkedOn: CHECKED_ON,
  },
  {
    rule: 'Penize.cz (17. 12. 2025) uvádí, že od příjmů za rok 2024 se limit pro výhry snížil na 50 000 Kč. Nepotvrzeno; přehled počítá s limitem 1 000 000 Kč, ověřte s daňovým poradcem.',
    law: 'zákon č. 586/1992 Sb., o daních z příjmů (změna limitu nepotvrzena)',
    url: 'https://www.penize.cz/dan-z-prijmu-fyzickych-osob/483146-financni-sprava-si-posvitila-na-zdaneni-vyher-dava-sanci-k-naprave',
    checkedOn: CHECKED_ON,
  },
  {
    rule: 'Příležitostné příjmy jsou osvobozeny do úhrnu 30 000 Kč za rok. Zda sem patří bankovní bonusy a odměny za doporučení, není potvrzeno (informativní, ověřte s daňovým poradcem).',
    law: 'zákon č. 586/1992 Sb., o daních z příjmů, § 10 odst. 3',
    url: 'https://financnisprava.gov.cz/cs/dane/dane/dan-z-prijmu/fyzicke-osoby/ostatni',
    checkedOn: CHECKED_ON,
  },
]);

/** The Prague calendar year of a moment: 31. 12. 23:30 in Prague is still that year, 1. 1. 00:00 the next. */
export function pragueYear(at: Date): number {
  return pragueCalendarDate(at).year;
}

const reaches = (amount: number, limit: number) => amount * WARNING_SHARE.denominator >= limit * WARNING_SHARE.numerator;

function gamblingWarning(year: number, gameType: TaxGameType, net: number): TaxWarning | null {
  const what = `Čistá výhra z hazardních her druhu ${TAX_GAME_TYPE_LABELS[gameType].toLowerCase()} za rok ${year} (${formatCzk(net)})`;
  if (net > GAMBLING_EXEMPTION_LIMIT_CZK) {
    return { code: 'GAMBLING_LIMIT_EXCEEDED', message: `${what} přesáhla osvobozený limit ${formatCzk(GAMBLING_EXEMPTION_LIMIT_CZK)}. Částku nad limitem je třeba uvést v daňovém přiznání.` };
  }
  if (reaches(net, GAMBLING_EXEMPTION_LIMIT_CZK)) {
    return { code: 'GAMBLING_LIMIT_NEAR', message: `${what} dosáhla 80 % osvobozeného limitu ${formatCzk(GAMBLING_EXEMPTION_LIMIT_CZK)}.` };
  }
  return null;
}

function otherIncomeWarning(year: number, total: number): TaxWarning | null {
  const what = `Bankovní bonusy a odměny za doporučení za rok ${year} (${formatCzk(total)})`;
  if (total > OCCASIONAL_INCOME_LIMIT_CZK) {
    return { code: 'OTHER_INCOME_LIMIT_EXCEEDED', message: `${what} přesáhly limit ${formatCzk(OCCASIONAL_INCOME_LIMIT_CZK)} pro příležitostné příjmy. Údaj je ${OTHER_INCOME_NOTE}.` };
  }
  if (reaches(total, OCCASIONAL_INCOME_LIMIT_CZK)) {
    return { code: 'OTHER_INCOME_LIMIT_NEAR', message: `${what} dosáhly 80 % limitu ${formatCzk(OCCASIONAL_INCOME_LIMIT_CZK)} pro příležitostné příjmy. Údaj je ${OTHER_INCOME_NOTE}.` };
  }
  return null;
}

/**
 * The year's position: per game type the net of its results (gains and losses of that type only),
 * and other income as the sum of bank bonuses' gains and referral rewards (a bank offer that lost
 * money is no income, and does not lower another's). Sums in haléře, shown in whole Kč.
 */
export function taxSummary(year: number, records: TaxYearRecords): TaxSummary {
  const net: Record<TaxGameType, Halere> = { technicke_hry: 0, zive_hry: 0 };
  let other: Halere = 0;
  for (const result of records.bonuses) {
    if (pragueYear(result.at) !== year) continue;
    const gameType = taxGameType(result.type);
    if (gameType) net[gameType] += result.profit;
    else other += Math.max(0, result.profit);
  }
  for (const reward of records.referrals) if (pragueYear(reward.at) === year) other += reward.amount;
  const gambling = TAX_GAME_TYPES.map((gameType) => ({ gameType, net: halereToWholeCzk(net[gameType]) }));
  const otherTotal = halereToWholeCzk(other);
  const warnings = [...gambling.map((row) => gamblingWarning(year, row.gameType, row.net)), otherIncomeWarning(year, otherTotal)].filter((warning): warning is TaxWarning => warning !== null);
  return {
    year,
    gambling,
    gamblingLimit: GAMBLING_EXEMPTION_LIMIT_CZK,
    otherIncome: { total: otherTotal, limit: OCCASIONAL_INCOME_LIMIT_CZK, note: OTHER_INCOME_NOTE },
    warnings,
    sources: TAX_SOURCES,
  };
}

/** The position of a month's year as it stood at the end of `month` (YYYY-MM, Prague): what the monthly report shows. */
export function taxPositionThrough(month: string, records: TaxYearRecords): TaxSummary {
  const until = <T extends { at: Date }>(rows: readonly T[]) => rows.filter((row) => pragueMonth(row.at) <= month);
  return taxSummary(Number(month.slice(0, 4)), { bonuses: until(records.bonuses), referrals: until(records.referrals) });
}

/** How far a figure is toward its limit, 0..1 for a progress bar (a loss shows as none). */
export function limitShare(amount: number, limit: number): number {
  return Math.min(1, Math.max(0, amount) / limit);
}

export const taxSummaryDtoSchema = z.object({
  year: z.number().int(),
  gambling: z.array(z.object({ game_type: z.enum(TAX_GAME_TYPES), net: z.number().int().describe('Whole Kč, the year’s wins − stakes of this game type; negative for a loss') })),
  gambling_limit: z.number().int().describe('Whole Kč exempt per game type and year'),
  other_income: z.object({
    total: z.number().int().describe('Whole Kč: bank bonuses and referral rewards of the year'),
    limit: z.number().int().describe('Whole Kč: the occasional-income exemption'),
    note: z.string(),
  }),
  warnings: z.array(z.object({ code: z.enum(TAX_WARNING_CODES), message: z.string() })),
  sources: z.array(z.object({ rule: z.string(), law: z.string(), url: z.string(), checked_on: z.string().describe('YYYY-MM-DD') })),
});
export type TaxSummaryDto = z.infer<typeof taxSummaryDtoSchema>;
