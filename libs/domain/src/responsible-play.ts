import { z } from 'zod';
import { formatCzechDayMonth } from './bonus-timing';
import { isCnbBankCode } from './cnb-bank-codes';
import { isCasinoBonus } from './bonuses';
import type { BonusType } from './bonuses';
import { COUNTED, czechPlural, formatCount, PluralForms } from './czech-plural';
import { DB_INTEGER_MAX, recordId, unixSeconds, wholeNumber } from './input-bounds';
import { formatCzechDate } from './money';

/** The Ministry of Finance's page for the public on the register of excluded persons (RVO pro veřejnost; market notes). */
export const EXCLUSION_REGISTER_URL = 'https://www.mfcr.cz/cs/kontrola-a-regulace/hazardni-hry/rejstrik-vyloucenych-osob-rvo/pro-verejnost';

/** The age notice casino pages and cards carry next to the Ministry's warning (legal.ts GAMBLING_WARNING). */
export const CASINO_ADULTS_NOTICE = 'Hazardní hry jsou určeny jen osobám starším 18 let.';

/** What the member declares once before starting any casino offer. */
export const EXCLUSION_DECLARATION_TEXT = 'Prohlašuji, že nejsem zapsán(a) v rejstříku fyzických osob vyloučených z účasti na hazardních hrách.';

/** A casino pause lasts whole days of 24 hours, at least 2 and at most 365. */
export const CASINO_PAUSE_MIN_DAYS = 2;
export const CASINO_PAUSE_MAX_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
const PAUSE_DAYS_MESSAGE = `Pauzu lze nastavit na ${CASINO_PAUSE_MIN_DAYS} až ${CASINO_PAUSE_MAX_DAYS} dní (celé číslo).`;

/** POST /casino_pause. */
export const casinoPauseInputSchema = z.object({
  days: z
    .number({ error: PAUSE_DAYS_MESSAGE })
    .int({ error: PAUSE_DAYS_MESSAGE })
    .min(CASINO_PAUSE_MIN_DAYS, { error: PAUSE_DAYS_MESSAGE })
    .max(CASINO_PAUSE_MAX_DAYS, { error: PAUSE_DAYS_MESSAGE })
    .describe(`Whole days, ${CASINO_PAUSE_MIN_DAYS}–${CASINO_PAUSE_MAX_DAYS}; the pause ends this many 24-hour days after the request.`),
});
export type CasinoPauseInput = z.infer<typeof casinoPauseInputSchema>;

/** When a pause asked for now ends: `days` × 24 hours later. */
export function casinoPauseEnd(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** A pause can only be lengthened: the later of the standing end and the asked one. */
export function lengthenedPause(current: Date | null, asked: Date): Date {
  return current && current > asked ? current : asked;
}

export function isPaused(pauseUntil: Date | null, now: Date): boolean {
  return pauseUntil !== null && pauseUntil > now;
}

/** Past this many days a pause's end is named with its year: "do 25. 11." a year ahead would read as today. */
const PAUSE_END_WITHOUT_YEAR_DAYS = 300;
const HIDDEN: PluralForms = { one: 'skryta', few: 'skryty', other: 'skryto' };

/**
 * The one line the member's list shows instead of the casino offers while a pause lasts (issue #53 §4):
 * "Pauza od kasin do 29. 12.: 17 kasinových nabídek skryto". Without the end (not known yet): no date.
 */
export function pausedOffersNote(count: number, until: Date | null, now: Date): string {
  const end = until && (until.getTime() - now.getTime() < PAUSE_END_WITHOUT_YEAR_DAYS * DAY_MS ? formatCzechDayMonth(until) : formatCzechDate(until));
  return `Pauza od kasin${end ? ` do ${end}` : ''}: ${formatCount(count, COUNTED.casinoOffer)} ${czechPlural(count, HIDDEN)}`;
}

/** What responsible play knows of a member: when they declared they are not excluded, and their pause. */
export interface PlayStanding {
  declaredAt: Date | null;
  pauseUntil: Date | null;
}

export const NO_PLAY_STANDING: PlayStanding = Object.freeze({ declaredAt: null, pauseUntil: null });

export const CASINO_LOCK_CODES = ['SELF_EXCLUSION_DECLARATION_MISSING', 'CASINO_PAUSE'] as const;
export type CasinoLockCode = (typeof CASINO_LOCK_CODES)[number];

/**
 * Why a member may not take a casino offer now: a running pause locks every casino offer (started ones
 * too: no deposit or wager while it lasts); a missing declaration locks the ones not started. Bank offers: never.
 * Weighed against the tier's locks by offerLock (bonus-limits), which asks for the declaration last.
 */
export function casinoLock(bonusType: BonusType, standing: PlayStanding, started: boolean, now: Date): CasinoLockCode | null {
  if (!isCasinoBonus(bonusType)) return null;
  if (isPaused(standing.pauseUntil, now)) return 'CASINO_PAUSE';
  if (!started && standing.declaredAt === null) return 'SELF_EXCLUSION_DECLARATION_MISSING';
  return null;
}

/** Banks and casino operators. */
export const COMPANY_KINDS = ['bank', 'casino'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

/** A casino operator's Ministry of Finance licence. */
export interface OperatorLicense {
  number: string;
  validUntil: Date;
}

/** A casino offer, or any offer of a casino, may be shown only while its operator holds a licence valid at `now`. */
export function mayPublishOffer(bonusType: BonusType, company: { kind: CompanyKind; license: OperatorLicense | null }, now: Date): boolean {
  if (company.kind === 'bank' && !isCasinoBonus(bonusType)) return true;
  return company.license !== null && company.license.validUntil > now;
}

/** The member's standing with an operator, as they record it. */
export const OPERATOR_STATUSES = ['active', 'bonus_restricted', 'stake_limited', 'closed', 'self_excluded'] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

export const OPERATOR_STATUS_LABELS: Record<OperatorStatus, string> = {
  active: 'Aktivní účet',
  bonus_restricted: 'Bonusy omezeny',
  stake_limited: 'Omezené sázky',
  closed: 'Účet zrušen',
  self_excluded: 'Sebevyloučení',
};

/** Statuses under which the operator's offers are not for the member. */
export const RESTRICTING_OPERATOR_STATUSES: readonly OperatorStatus[] = ['bonus_restricted', 'closed', 'self_excluded'];

/** POST /operator_status. */
export const operatorStatusInputSchema = z.object({
  company_id: wholeNumber('Vyberte provozovatele.', 1, DB_INTEGER_MAX),
  status: z.enum(OPERATOR_STATUSES, { error: 'Neznámý stav účtu.' }),
  since_timestamp: unixSeconds('Zadejte datum.').describe('Unix seconds: since when the status holds.'),
});
export type OperatorStatusInput = z.infer<typeof operatorStatusInputSchema>;

/** One recorded status. */
export interface OperatorStatusRecord {
  companyId: number;
  status: OperatorStatus;
  since: Date;
  recordedAt: Date;
}

/**
 * The operators whose latest status (by `since`, then by when recorded) restricts the member at `now`;
 * statuses dated in the future do not count yet.
 */
export function restrictedOperators(history: readonly OperatorStatusRecord[], now: Date): ReadonlySet<number> {
  const latest = new Map<number, OperatorStatusRecord>();
  for (const record of history) {
    if (record.since > now) continue;
    const held = latest.get(record.companyId);
    if (!held || record.since > held.since || (record.since.getTime() === held.since.getTime() && record.recordedAt >= held.recordedAt)) latest.set(record.companyId, record);
  }
  return new Set([...latest.values()].filter((record) => RESTRICTING_OPERATOR_STATUSES.includes(record.status)).map((record) => record.companyId));
}

/** POST /casino_declaration. */
export const casinoDeclarationDtoSchema = z.object({ declared_timestamp: z.number().int().describe('Unix seconds: when the member first declared it (a repeated call keeps this).') });
export type CasinoDeclarationDto = z.infer<typeof casinoDeclarationDtoSchema>;

/** POST /casino_pause. */
export const casinoPauseDtoSchema = z.object({ until_timestamp: z.number().int().describe('Unix seconds: when the pause ends (the later of the running end and the one asked for).') });
export type CasinoPauseDto = z.infer<typeof casinoPauseDtoSchema>;

/** POST /operator_status, GET /operator_status_all. */
export const operatorStatusDtoSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  status: z.enum(OPERATOR_STATUSES),
  since_timestamp: z.number().int().describe('Unix seconds.'),
  recorded_timestamp: z.number().int().describe('Unix seconds: when the member recorded it.'),
});
export type OperatorStatusDto = z.infer<typeof operatorStatusDtoSchema>;

const LICENSE_MESSAGE = 'Kasino potřebuje číslo licence Ministerstva financí i datum její platnosti.';

const BANK_CODE_MESSAGE = 'Vyberte kód banky z číselníku ČNB: podle něj se počítají výpisy z účtů u této banky.';

/**
 * The admin's company form: a bank has its ČNB code (statements of its accounts count toward its offers by it)
 * and no licence; a casino has no bank code, and its licence has a number and an end, both or neither.
 */
export const companyUpdateInputSchema = z
  .object({
    id: recordId(),
    kind: z.enum(COMPANY_KINDS, { error: 'Vyberte banku, nebo kasino.' }),
    bank_code: z.string().nullable().default(null).describe("A bank's ČNB code (four digits); null for a casino."),
    license_number: z.string().trim().max(100, { error: 'Číslo licence může mít nejvýše 100 znaků.' }).nullable(),
    license_valid_until: unixSeconds().nullable().describe('Unix seconds.'),
  })
  .superRefine((input, ctx) => {
    const hasNumber = Boolean(input.license_number);
    if (input.kind === 'bank' && !(input.bank_code && isCnbBankCode(input.bank_code))) ctx.addIssue({ code: 'custom', path: ['bank_code'], message: BANK_CODE_MESSAGE });
    if (input.kind === 'casino' && input.bank_code !== null) ctx.addIssue({ code: 'custom', path: ['bank_code'], message: 'Kasino kód banky nemá.' });
    if (input.kind === 'bank' && (hasNumber || input.license_valid_until !== null)) ctx.addIssue({ code: 'custom', path: ['license_number'], message: 'Banka licenci kasina nemá.' });
    if (input.kind === 'casino' && hasNumber !== (input.license_valid_until !== null)) ctx.addIssue({ code: 'custom', path: ['license_number'], message: LICENSE_MESSAGE });
  });
export type CompanyUpdateInput = z.infer<typeof companyUpdateInputSchema>;
