import { addCalendarMonths, addCalendarMonthsRoundingUp, CalendarDate, pragueCalendarDate, pragueMidnight, wholeYearsOld } from './calendar-dates';
import { companyGenitive } from './czech-genitive';
import { monthsPhrase } from './czech-plural';
import { DomainError } from './errors';
import type { EligibilityRule } from './eligibility-rules';
import { formatCzechDate } from './money';

/** An account the member holds or held (issue #36 "Moje účty"); open while `closedAt` is null. */
export interface HeldAccount {
  companyId: number;
  openedAt: Date;
  closedAt: Date | null;
}

/** What the rules look at: the member's accounts, birth date and whether they already finished this offer. */
export interface EligibilityFacts {
  now: Date;
  birthDate: CalendarDate | null;
  accounts: readonly HeldAccount[];
  finishedThisOffer: boolean;
  companyName: (companyId: number) => string;
  /** The offer's operator, and the operators whose latest status the member recorded restricts them (issue #38). */
  offerCompanyId?: number;
  restrictedOperators?: ReadonlySet<number>;
  /** When the offer ends: a member whom time makes eligible only after it is told so, and gets no "Připomenout". */
  offerEndsAt?: Date;
}

export const ELIGIBILITY_REASON_CODES = {
  no_account_within: 'ELIGIBILITY_RECENT_ACCOUNT',
  never_account: 'ELIGIBILITY_EXISTING_CLIENT',
  age: 'ELIGIBILITY_AGE',
  once_per_person: 'ELIGIBILITY_ALREADY_CLAIMED',
} as const;
/** Not a rule of the offer: the member's own record that its operator restricted or closed their account. */
export const OPERATOR_RESTRICTED = 'OPERATOR_RESTRICTED';
/** Not a rule either: the offer ends before the day time would make the member eligible. */
export const OFFER_ENDS_FIRST = 'ELIGIBILITY_AFTER_OFFER_END';
export type EligibilityReasonCode = (typeof ELIGIBILITY_REASON_CODES)[keyof typeof ELIGIBILITY_REASON_CODES] | typeof OPERATOR_RESTRICTED | typeof OFFER_ENDS_FIRST;
export const ELIGIBILITY_REASON_CODE_LIST = [
  'ELIGIBILITY_RECENT_ACCOUNT',
  'ELIGIBILITY_EXISTING_CLIENT',
  'ELIGIBILITY_AGE',
  'ELIGIBILITY_ALREADY_CLAIMED',
  OPERATOR_RESTRICTED,
  OFFER_ENDS_FIRST,
] as const satisfies readonly EligibilityReasonCode[];

/** Why the member cannot claim the offer now, and from when they can (null when time alone will not lift it). */
export interface EligibilityReason {
  code: EligibilityReasonCode;
  message: string;
  eligibleFrom: Date | null;
}

export interface Eligibility {
  eligible: boolean;
  reasons: EligibilityReason[];
}

/**
 * The operator's restriction first, then every rule the member fails, each with its Czech reason, and last
 * whether the offer ends before time lifts them; eligible when none fails.
 */
export function evaluateEligibility(rules: readonly EligibilityRule[], facts: EligibilityFacts): Eligibility {
  const reasons = [operatorReason(facts), ...rules.map((rule) => failedRule(rule, facts))].filter((reason): reason is EligibilityReason => reason !== null);
  const endsFirst = endsFirstReason(reasons, facts.offerEndsAt);
  return { eligible: reasons.length === 0, reasons: endsFirst ? [...reasons, endsFirst] : reasons };
}

/** Every reason lifts on a day, but the last of those days is not before the offer's end: no reminder would help. */
function endsFirstReason(reasons: EligibilityReason[], endsAt: Date | undefined): EligibilityReason | null {
  const from = eligibleFromDate({ eligible: reasons.length === 0, reasons });
  if (!endsAt || !from || from < endsAt) return null;
  return { code: OFFER_ENDS_FIRST, message: `Nabídka skončí ${formatCzechDate(endsAt)}, nárok byste měli až od ${formatCzechDate(from)}.`, eligibleFrom: null };
}

function operatorReason({ offerCompanyId, restrictedOperators, companyName }: EligibilityFacts): EligibilityReason | null {
  if (offerCompanyId === undefined || !restrictedOperators?.has(offerCompanyId)) return null;
  return {
    code: OPERATOR_RESTRICTED,
    message: `U ${companyGenitive(companyName(offerCompanyId))} máte podle svého záznamu omezené bonusy nebo zrušený účet, jeho nabídky proto nevyužijete.`,
    eligibleFrom: null,
  };
}

function failedRule(rule: EligibilityRule, facts: EligibilityFacts): EligibilityReason | null {
  const code = ELIGIBILITY_REASON_CODES[rule.kind];
  switch (rule.kind) {
    case 'no_account_within': {
      const blockedUntil = accountWindowEnd(facts.accounts.filter((account) => account.companyId === rule.company_id), rule.months, facts.now);
      if (blockedUntil === undefined) return null;
      const at = companyGenitive(facts.companyName(rule.company_id));
      return blockedUntil === null
        ? { code, message: `Účet u ${at} máte otevřený. Nabídka je jen pro ty, kdo tam účet neměli ${monthsPhrase(rule.months)}.`, eligibleFrom: null }
        : { code, message: `Účet u ${at} jste měli ${monthsPhrase(rule.months, 'inLast')}. Nárok budete mít od ${formatCzechDate(blockedUntil)}.`, eligibleFrom: blockedUntil };
    }
    case 'never_account': {
      const held = facts.accounts.some((account) => account.companyId === rule.company_id && account.openedAt <= facts.now);
      return held ? { code, message: `Nabídka je jen pro nové klienty a u ${companyGenitive(facts.companyName(rule.company_id))} jste účet už měli.`, eligibleFrom: null } : null;
    }
    case 'age':
      return ageReason(rule.min, rule.max, facts);
    case 'once_per_person':
      return facts.finishedThisOffer ? { code, message: 'Tuto nabídku jste už dokončili a lze ji využít jen jednou.', eligibleFrom: null } : null;
  }
}

/**
 * When the last `months`-month window after the member's accounts at a company ends: undefined when no account
 * falls in it (eligible), null when one is still open (no date lifts it), else the day they become eligible.
 * A window ending on a day its month lacks ends on the 1st after it: a strict bank would still count 28. 2.
 */
function accountWindowEnd(accounts: readonly HeldAccount[], months: number, now: Date): Date | null | undefined {
  const started = accounts.filter((account) => account.openedAt <= now);
  if (started.some((account) => account.closedAt === null || account.closedAt > now)) return null;
  const ends = started.map((account) => pragueMidnight(addCalendarMonthsRoundingUp(pragueCalendarDate(account.closedAt!), months)));
  const latest = ends.reduce<Date | undefined>((max, end) => (max === undefined || end > max ? end : max), undefined);
  return latest !== undefined && latest > now ? latest : undefined;
}

function ageReason(min: number, max: number | null, facts: EligibilityFacts): EligibilityReason | null {
  const code = ELIGIBILITY_REASON_CODES.age;
  const range = max === null ? `od ${min} let` : `ve věku ${min}–${max} let`;
  if (!facts.birthDate) return { code, message: `Nabídka je jen pro členy ${range}. Doplňte prosím datum narození v Nastavení.`, eligibleFrom: null };
  const age = wholeYearsOld(facts.birthDate, pragueCalendarDate(facts.now));
  if (age < min) {
    const from = pragueMidnight(addCalendarMonths(facts.birthDate, min * 12));
    return { code, message: `Nabídka je jen pro členy ${range}. Nárok budete mít od ${formatCzechDate(from)}.`, eligibleFrom: from };
  }
  if (max !== null && age > max) return { code, message: `Nabídka je jen pro členy ${range}.`, eligibleFrom: null };
  return null;
}

/** The day a reminder of the offer can be set for: when the last dated reason lifts; null when a reason has no date or none is left. */
export function eligibleFromDate(eligibility: Eligibility): Date | null {
  if (eligibility.eligible || eligibility.reasons.some((reason) => reason.eligibleFrom === null)) return null;
  return new Date(Math.max(...eligibility.reasons.map((reason) => reason.eligibleFrom!.getTime())));
}

/**
 * The day "Připomenout" (POST /bonus_reminder) puts in the calendar, or the coded refusal: the offer ends before
 * the member may claim it (409, the reason's own text), or time alone will not make them eligible, or they are
 * already, or they started it (409).
 */
export function reminderDay(eligibility: Eligibility, started: boolean): Date {
  const endsFirst = eligibility.reasons.find((reason) => reason.code === OFFER_ENDS_FIRST);
  if (endsFirst && !started) throw new DomainError(OFFER_ENDS_FIRST, { userMessage: endsFirst.message, userReason: endsFirst.message });
  const day = eligibleFromDate(eligibility);
  if (!day || started) throw new DomainError('ELIGIBILITY_REMINDER_UNAVAILABLE');
  return day;
}
