import { z } from 'zod';
import type { TransactionKind } from './bank-transactions';
import { COUNTED, czechPlural, formatCount, PluralForms, remainingCount } from './czech-plural';
import { formatCzk } from './money';

/**
 * What a bank offer's step needs from the member's statements (issue #37 §2): a number of card payments
 * of at least an amount, or money coming in of at least a total, within some days of the start.
 */
const MESSAGES = {
  count: 'Počet plateb musí být celé číslo od 1 do 100.',
  minAmount: 'Minimální částka musí být celé číslo Kč od 0 do 1 000 000.',
  withinDays: 'Lhůta musí být celý počet dní od 1 do 365.',
  kind: 'Neznámý druh požadavku (čekáme card_payments nebo incoming_total).',
} as const;

const wholeNumber = (min: number, max: number, message: string) => z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

export const stepRequirementSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('card_payments'), count: wholeNumber(1, 100, MESSAGES.count), min_amount: wholeNumber(0, 1_000_000, MESSAGES.minAmount), within_days: wholeNumber(1, 365, MESSAGES.withinDays) }),
    z.strictObject({ kind: z.literal('incoming_total'), min_amount: wholeNumber(1, 1_000_000, MESSAGES.minAmount), within_days: wholeNumber(1, 365, MESSAGES.withinDays) }),
  ],
  { error: MESSAGES.kind },
);
export type StepRequirement = z.infer<typeof stepRequirementSchema>;

/** A transaction as the counting sees it. */
export interface CountedTransaction {
  /** Booking day, YYYY-MM-DD. */
  bookedOn: string;
  /** Haléře, negative when money leaves. */
  amountHalere: number;
  kind: TransactionKind;
  gambling: boolean;
  /** The bank of the account it was booked on (null: unknown, e.g. a GPC import whose bank the member did not name). */
  accountBankCode: string | null;
}

/** The member's start of the offer and the offer's bank. */
export interface RequirementContext {
  /** The Prague day the member started the offer, YYYY-MM-DD. */
  startedOn: string;
  /** The offer's bank (its company's bank code). */
  bankCode: string | null;
  bankName: string;
}

export interface TransactionVerdict {
  counts: boolean;
  /** Why it does not count, in Czech; null when it counts. */
  reason: string | null;
}

export interface RequirementProgress {
  /** Payments counted, or whole Kč come in. */
  done: number;
  needed: number;
  met: boolean;
  /** Whole days left of the window, from `today` (0 once it closed). */
  remainingDays: number;
}

/** The progress with the transactions that made it (the offer detail lists them). */
export interface CountedProgress<T extends CountedTransaction> extends RequirementProgress {
  counted: readonly T[];
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS;

/** Whether one transaction counts toward a requirement, and why not. Checks go from what the member can least change. */
export function transactionVerdict(transaction: CountedTransaction, requirement: StepRequirement, context: RequirementContext): TransactionVerdict {
  const no = (reason: string): TransactionVerdict => ({ counts: false, reason });
  const offset = dayNumber(transaction.bookedOn) - dayNumber(context.startedOn);
  if (transaction.kind === 'own_transfer') return no('Převod mezi vlastními účty');
  if (transaction.gambling) return no('Platba u sázkové kanceláře se do podmínek nepočítá');
  if (context.bankCode === null || transaction.accountBankCode !== context.bankCode) return no(`Platba není z účtu u ${context.bankName}`);
  if (offset < 0) return no('Platba proběhla před začátkem nabídky');
  if (offset >= requirement.within_days) return no(`Platba proběhla po lhůtě ${requirement.within_days} dní`);
  if (requirement.kind === 'card_payments') {
    if (transaction.kind !== 'card_payment') return no('Počítají se jen platby kartou');
    if (-transaction.amountHalere < requirement.min_amount * 100) return no(`Částka je pod minimem ${formatCzk(requirement.min_amount)}`);
    return { counts: true, reason: null };
  }
  if (transaction.amountHalere <= 0) return no('Počítají se jen příchozí platby');
  return { counts: true, reason: null };
}

/** How far the member got with a requirement from the transactions of their imports. Met is shown, never ticked for them. */
export function requirementProgress<T extends CountedTransaction>(transactions: readonly T[], requirement: StepRequirement, context: RequirementContext, today: string): CountedProgress<T> {
  const counted = transactions.filter((transaction) => transactionVerdict(transaction, requirement, context).counts);
  const remainingDays = Math.max(0, dayNumber(context.startedOn) + requirement.within_days - dayNumber(today));
  if (requirement.kind === 'card_payments') {
    return { done: counted.length, needed: requirement.count, met: counted.length >= requirement.count, remainingDays, counted };
  }
  const incomingCzk = Math.floor(counted.reduce((sum, transaction) => sum + transaction.amountHalere, 0) / 100);
  return { done: incomingCzk, needed: requirement.min_amount, met: incomingCzk >= requirement.min_amount, remainingDays, counted };
}

/** Numbers 1–19 and tens 20–90 whose spoken genitive takes "ze" (ze tří, ze šesti, ze sedmnácti, ze třiceti). */
const ZE_BELOW_20 = new Set([2, 3, 4, 6, 7, 13, 14, 16, 17]);
const ZE_TENS = new Set([3, 4, 6, 7]);

/** "z" or "ze" before a number as it is read: ze 3 (tří), z 5 (pěti), ze 100 (sta). */
export function fromPreposition(count: number): 'z' | 'ze' {
  if (count >= 100 && count < 200) return 'ze';
  const below100 = count % 100;
  const ze = below100 < 20 ? ZE_BELOW_20.has(below100) : ZE_TENS.has(Math.floor(below100 / 10));
  return ze ? 'ze' : 'z';
}

/** Card payments as counted: 1 platba, 2–4 platby, 5+ plateb. */
export const PAYMENTS: PluralForms = { one: 'platba', few: 'platby', other: 'plateb' };
/** After "z"/"ze" the noun is genitive: z 1 platby, ze 3 plateb. */
const PAYMENTS_GENITIVE: PluralForms = { one: 'platby', few: 'plateb', other: 'plateb' };

/** A step's progress in words, in parts the detail lays out around its bar. */
export interface RequirementProgressWords {
  /** "2 ze 3 plateb", "18 000 Kč z 25 000 Kč". */
  done: string;
  /** What is still missing: "chybí 1 platba", "chybí 7 000 Kč"; null once met. */
  missing: string | null;
  /** "zbývá 27 dní", "lhůta uplynula", or "splněno". */
  time: string;
}

export function requirementProgressWords(progress: RequirementProgress, requirement: StepRequirement): RequirementProgressWords {
  const payments = requirement.kind === 'card_payments';
  const short = Math.max(0, progress.needed - progress.done);
  const done = payments
    ? `${progress.done} ${fromPreposition(progress.needed)} ${progress.needed} ${czechPlural(progress.needed, PAYMENTS_GENITIVE)}`
    : `${formatCzk(progress.done)} z ${formatCzk(progress.needed)}`;
  const missing = progress.met || short === 0 ? null : `chybí ${payments ? formatCount(short, PAYMENTS) : formatCzk(short)}`;
  const time = progress.met ? 'splněno' : progress.remainingDays > 0 ? remainingCount(progress.remainingDays, COUNTED.day) : 'lhůta uplynula';
  return { done, missing, time };
}

/** "2 ze 3 plateb, zbývá 27 dní" / "18 000 Kč z 25 000 Kč, lhůta uplynula". */
export function requirementProgressText(progress: RequirementProgress, requirement: StepRequirement): string {
  const words = requirementProgressWords(progress, requirement);
  return `${words.done}, ${words.time}`;
}
