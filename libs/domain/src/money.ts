import { czechPlural, PluralForms } from './czech-plural';

const MONTH_FORMS: PluralForms = { one: 'měsíc', few: 'měsíce', other: 'měsíců' };

/** Money is carried as integer haléře (1 Kč = 100 haléřů) everywhere inside the system. */
export type Halere = number;

export const HALERE_PER_CZK = 100;

export function czkToHalere(czk: number): Halere {
  if (!Number.isFinite(czk)) throw new RangeError(`Not a finite amount: ${czk}`);
  return Math.round(czk * HALERE_PER_CZK);
}

/** Whole crowns for the wire and the screens (the spec shows CZK without decimals). */
export function halereToWholeCzk(halere: Halere): number {
  assertInteger(halere);
  return roundHalfUpDivide(halere, HALERE_PER_CZK);
}

const czkFormatter = new Intl.NumberFormat('cs-CZ', {
  style: 'currency',
  currency: 'CZK',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

const czechDateFormatter = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', day: 'numeric', month: 'numeric', year: 'numeric' });

/** A calendar date as Czech text in Prague time, e.g. "22. 12. 2026". */
export function formatCzechDate(date: Date): string {
  return czechDateFormatter.format(date);
}

const czechDateTimeFormatter = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', day: 'numeric', month: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A moment as Czech text in Prague time, e.g. "22. 12. 2026 14:05". */
export function formatCzechDateTime(date: Date): string {
  return czechDateTimeFormatter.format(date);
}

/** Formats whole crowns as Czech currency text, e.g. 1299 → "1 299 Kč". */
export function formatCzk(czk: number): string {
  return czkFormatter.format(Math.round(czk));
}

/** "1 měsíc", "3 měsíce", "5 měsíců". */
export function formatMonths(count: number): string {
  return `${count} ${czechPlural(count, MONTH_FORMS)}`;
}

/**
 * What a payment charges: whole crowns, rounded half up as the screens show them, and a total of 1 Kč
 * or less is nothing (spec section 9). Every charge (promo months, an upgrade's first month) passes
 * through here, so the amount charged is always the amount shown.
 */
export function wholeCrownCharge(halere: Halere): Halere {
  const crowns = halereToWholeCzk(halere);
  return crowns <= 1 ? 0 : crowns * HALERE_PER_CZK;
}

/** Integer division rounding halves away from zero, without floating point. */
export function roundHalfUpDivide(numerator: number, denominator: number): number {
  assertInteger(numerator);
  assertInteger(denominator);
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const quotient = Math.floor(n / d);
  const remainder = n - quotient * d;
  return sign * (remainder * 2 >= d ? quotient + 1 : quotient) || 0;
}

function assertInteger(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Expected an integer, got ${value}`);
}
