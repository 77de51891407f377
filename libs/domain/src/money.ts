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

/**
 * The total that stands beside its parts (rewards summed into a table's rows and a chart's bars): the sum of
 * the parts each rounded to whole Kč first, so the figures on one screen add up however they are grouped
 * (issue #58: 1 653, 1 654 and 1 655 Kč for one thing). Rounding the exact sum can differ by a crown or more.
 */
export function sumOfShownCzk(partsHalere: readonly Halere[]): number {
  return partsHalere.reduce((sum, part) => sum + halereToWholeCzk(part), 0);
}

const czkFormatter = new Intl.NumberFormat('cs-CZ', {
  style: 'currency',
  currency: 'CZK',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

const czechDateFormatter = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', day: 'numeric', month: 'numeric', year: 'numeric' });

/** Intl separates day, month and year with plain spaces; a line must not break inside a date. */
const unbreakable = (text: string) => text.replace(/ /g, '\u00a0');

/** A calendar date as Czech text in Prague time, e.g. "22. 12. 2026" (non-breaking spaces). */
export function formatCzechDate(date: Date): string {
  return unbreakable(czechDateFormatter.format(date));
}

const czechTimeFormatter = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', hour: 'numeric', minute: '2-digit' });

/** A moment as Czech text in Prague time, e.g. "22. 12. 2026 14:05": the line may break only before the time. */
export function formatCzechDateTime(date: Date): string {
  return `${formatCzechDate(date)} ${czechTimeFormatter.format(date)}`;
}

/** Formats whole crowns as Czech currency text, e.g. 1299 → "1 299 Kč" (Intl's spaces here are already non-breaking). */
export function formatCzk(czk: number): string {
  return czkFormatter.format(Math.round(czk));
}

/** A whole amount written as bare digits before "Kč" ("2000 Kč", "2000Kč"), not part of a decimal or grouped number. */
const BARE_CZK_AMOUNT = /(?<![\d.,])(?<!\d[ \u00a0])(\d+)[ \u00a0]?Kč(?![\p{L}\d])/gu;

/**
 * Admin-written text with its bare amounts set as formatCzk sets them ("2000 Kč" → "2 000 Kč", no-break
 * spaces), so a description reads like every other amount on the screen (issue #58). Grouped or decimal
 * amounts ("2 000,50 Kč") are left as written.
 */
export function formatCzkAmountsInText(text: string): string {
  return text.replace(BARE_CZK_AMOUNT, (_, digits: string) => formatCzk(Number(digits)));
}

const czkWithHalereFormatter = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount exactly as a bank statement states it: whole crowns as "1 299 Kč", others with haléře, "99,50 Kč". */
export function formatCzkWithHalere(czk: number): string {
  return Number.isInteger(czk) ? formatCzk(czk) : czkWithHalereFormatter.format(czk);
}

/** A percentage as Czech text, e.g. 12.5 → "12,5 %" (a non-breaking space before the sign). */
export function formatPercent(value: number): string {
  return `${value.toLocaleString('cs-CZ')}\u00a0%`;
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

/** A moment as the REST and GraphQL wires carry it: whole unix seconds. */
export function toUnixSeconds(moment: Date): number {
  return Math.floor(moment.getTime() / 1000);
}
