import { z } from 'zod';
import type { BonusType } from './bonuses';
import { pragueCalendarDate } from './calendar-dates';
import { formatCzechDate, formatCzk, Halere, halereToWholeCzk } from './money';
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

/**
 * A rule the summary applies: what it says, the law it comes from, where we read it, the source's own date
 * (YYYY-MM-DD, or YYYY where it gives only its year; null for a page without one) and when we last checked it.
 */
export interface TaxSource {
  rule: string;
  law: string;
  url: string;
  publishedOn: string | null;
  checkedOn: string;
}

export interface TaxSummary {
  year: number;
  /** Both game types, whole Kč; a net loss is negative. */
  gambling: { gameType: TaxGameType; net: number }[];
  /** Whole Kč of net winnings exempt per game type in this year. */
  gamblingLimit: number;
  otherIncome: { total: number; limit: number; note: string };
  warnings: TaxWarning[];
  sources: readonly TaxSource[];
}

const CHECKED_ON = '2026-11-29';
const INCOME_TAX_ACT = 'zákon č. 586/1992 Sb., o daních z příjmů';
const PER_GAME_TYPE =
  'Posuzuje se každý druh hry zvlášť (technické hry, živé hry, kurzové sázky, turnaje): výsledky u více provozovatelů téhož druhu se sčítají, mezi druhy her se nezapočítávají. Čistá výhra nad limitem se daní 15 % v daňovém přiznání.';

/** The exemption of net gambling winnings by income year (issue #53 §2), each with the sources that state it. */
const GAMBLING_LIMITS: readonly { fromYear: number; limitCzk: number; sources: readonly TaxSource[] }[] = Object.freeze([
  {
    fromYear: 2020,
    limitCzk: 1_000_000,
    sources: [
      {
        rule: `Za příjmy let 2020 až 2023 byly výhry z hazardních her osvobozeny do 1 000 000 Kč čisté výhry (výhry − vklady) za rok. ${PER_GAME_TYPE}`,
        law: INCOME_TAX_ACT,
        url: 'https://www.idnes.cz/ekonomika/domaci/loterie-vyhry-zdaneni-ministerstvo-financi.A230911_140837_ekonomika_ven',
        publishedOn: '2023-09-11',
        checkedOn: CHECKED_ON,
      },
    ],
  },
  {
    fromYear: 2024,
    limitCzk: 50_000,
    sources: [
      {
        rule: `Od příjmů roku 2024 jsou výhry z hazardních her osvobozeny jen do 50 000 Kč čisté výhry (výhry − vklady) za rok; snížení přinesl konsolidační balíček. ${PER_GAME_TYPE}`,
        law: `${INCOME_TAX_ACT}, ve znění zákona č. 349/2023 Sb.`,
        url: 'https://www.penize.cz/dan-z-prijmu-fyzickych-osob/483146-financni-sprava-si-posvitila-na-zdaneni-vyher-dava-sanci-k-naprave',
        publishedOn: '2025-12-17',
        checkedOn: CHECKED_ON,
      },
      {
        rule: 'Limit 50 000 Kč za rok platí pro všechny druhy hazardních her; u technických her, živých her, kurzových sázek a turnajů se porovnává roční čistá výhra každého druhu.',
        law: `${INCOME_TAX_ACT}, ve znění zákona č. 349/2023 Sb.`,
        url: 'https://danovy-portal.com/jaky-je-limit-pro-osvobozeni-vyher-od-dane-2025',
        publishedOn: '2025',
        checkedOn: CHECKED_ON,
      },
    ],
  },
]);

const GENERAL_SOURCES: readonly TaxSource[] = [
  {
    rule: 'Druhy hazardních her: technická hra (automaty, tedy i volné otočky z registračních bonusů), živá hra (hra u stolu s krupiérem, live casino), kurzové sázky a turnaje.',
    law: 'zákon č. 186/2016 Sb., o hazardních hrách',
    url: 'https://www.idnes.cz/ekonomika/domaci/loterie-vyhry-zdaneni-ministerstvo-financi.A230911_140837_ekonomika_ven',
    publishedOn: '2023-09-11',
    checkedOn: CHECKED_ON,
  },
  {
    rule: 'Příležitostné příjmy jsou osvobozeny do úhrnu 30 000 Kč za rok. Zda sem patří bankovní bonusy a odměny za doporučení, není potvrzeno (informativní, ověřte s daňovým poradcem).',
    law: 'zákon č. 586/1992 Sb., o daních z příjmů, § 10 odst. 3',
    url: 'https://financnisprava.gov.cz/cs/dane/dane/dan-z-prijmu/fyzicke-osoby/ostatni',
    publishedOn: null,
    checkedOn: CHECKED_ON,
  },
];

/** The rule of an income year: the newest that started by then (the first one for a year before it). */
const gamblingRuleOf = (year: number) => [...GAMBLING_LIMITS].reverse().find((rule) => rule.fromYear <= year) ?? GAMBLING_LIMITS[0];

/** Whole Kč of net gambling winnings exempt per game type in an income year: 1 000 000 Kč up to 2023, 50 000 Kč from 2024. */
export function gamblingExemptionLimit(year: number): number {
  return gamblingRuleOf(year).limitCzk;
}

/** The rules a year's summary rests on, with their sources: that year's gambling exemption, the game types, occasional income. */
export function taxSources(year: number): readonly TaxSource[] {
  return [...gamblingRuleOf(year).sources, ...GENERAL_SOURCES];
}

const sourceDay = (day: string) => (day.length === 4 ? day : formatCzechDate(new Date(`${day}T12:00:00Z`)));

/** A source's dates in words: "zveřejněno 17. 12. 2025, ověřeno 29. 11. 2026" (the screens, the CSV and the PDF). */
export function sourceDates(source: Pick<TaxSource, 'publishedOn' | 'checkedOn'>): string {
  const checked = `ověřeno ${sourceDay(source.checkedOn)}`;
  return source.publishedOn ? `zveřejněno ${sourceDay(source.publishedOn)}, ${checked}` : checked;
}

/** The Prague calendar year of a moment: 31. 12. 23:30 in Prague is still that year, 1. 1. 00:00 the next. */
export function pragueYear(at: Date): number {
  return pragueCalendarDate(at).year;
}

const reaches = (amount: number, limit: number) => amount * WARNING_SHARE.denominator >= limit * WARNING_SHARE.numerator;

function gamblingWarning(year: number, gameType: TaxGameType, net: number): TaxWarning | null {
  const limit = gamblingExemptionLimit(year);
  const what = `Čistá výhra z hazardních her druhu ${TAX_GAME_TYPE_LABELS[gameType].toLowerCase()} za rok ${year} (${formatCzk(net)})`;
  if (net > limit) {
    return { code: 'GAMBLING_LIMIT_EXCEEDED', message: `${what} přesáhla osvobozený limit ${formatCzk(limit)} pro rok ${year}. Částku nad limitem je třeba uvést v daňovém přiznání.` };
  }
  if (reaches(net, limit)) {
    return { code: 'GAMBLING_LIMIT_NEAR', message: `${what} dosáhla 80 % osvobozeného limitu ${formatCzk(limit)} pro rok ${year}.` };
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
    gamblingLimit: gamblingExemptionLimit(year),
    otherIncome: { total: otherTotal, limit: OCCASIONAL_INCOME_LIMIT_CZK, note: OTHER_INCOME_NOTE },
    warnings,
    sources: taxSources(year),
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
  gambling_limit: z.number().int().describe('Whole Kč of net winnings exempt per game type in this year: 1 000 000 for 2020–2023, 50 000 from 2024'),
  other_income: z.object({
    total: z.number().int().describe('Whole Kč: bank bonuses and referral rewards of the year'),
    limit: z.number().int().describe('Whole Kč: the occasional-income exemption'),
    note: z.string(),
  }),
  warnings: z.array(z.object({ code: z.enum(TAX_WARNING_CODES), message: z.string() })),
  sources: z.array(
    z.object({
      rule: z.string(),
      law: z.string(),
      url: z.string(),
      published_on: z.string().nullable().describe('The source’s own date: YYYY-MM-DD, or YYYY where it gives only its year; null for a page without one'),
      checked_on: z.string().describe('YYYY-MM-DD'),
    }),
  ),
});
export type TaxSummaryDto = z.infer<typeof taxSummaryDtoSchema>;
