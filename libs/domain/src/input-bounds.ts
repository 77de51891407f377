import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/**
 * The ranges every input schema takes from, matched to the database columns that store them, so
 * that no value the schemas accept can overflow a column (one source of truth for ranges).
 */

// Any message a schema forgets to set is at least Czech, never zod's English.
z.config(z.locales.cs());

/** PostgreSQL `integer` (ids, amounts in haléře, counts). */
export const DB_INTEGER_MAX = 2_147_483_647;
/** PostgreSQL `smallint`. */
export const DB_SMALLINT_MAX = 32_767;
/** The latest moment any input may name: far enough for any campaign or date of validity. */
export const LATEST_UNIX_SECONDS = 4_102_444_800; // 2100-01-01
/** Amounts in whole Kč that, stored in haléře, still fit an `integer` column. */
export const MAX_AMOUNT_CZK = 10_000_000;
/** Percentages stored as numeric(5,2). */
export const MAX_PERCENT = 999.99;

/** How long each kind of text may be: fits its use, the page it is shown on and the e-mails it travels in. */
export const TEXT_LIMITS = {
  nickname: 40,
  personName: 100,
  shortLabel: 100,
  title: 200,
  line: 300,
  note: 500,
  paragraph: 5000,
  richText: 20_000,
  newsletter: 100_000,
  url: 2000,
  search: 100,
} as const;

export const textTooLong = (max: number) => `Text může mít nejvýše ${max.toLocaleString('cs-CZ')} znaků.`;

/** Required text of at most `max` characters, trimmed. */
export const requiredText = (max: number, message: string = M.adminRequired) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: textTooLong(max) });

/** A record's id; ids arrive as numbers in JSON bodies and as strings in query strings. */
export const recordId = (message: string = M.idInvalid) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(DB_INTEGER_MAX, { error: message });

/** A whole number within [min, max], one message for every way it can be wrong. */
export const wholeNumber = (message: string, min: number, max: number) => z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** A moment in unix seconds between 1970 and LATEST_UNIX_SECONDS: every timestamp input takes this one (a larger one is no date the server can compute with). */
export const unixSeconds = (message: string = M.dateInvalid) => wholeNumber(message, 0, LATEST_UNIX_SECONDS);

/** "YYYY-MM" of the years 2000–2999: no month before holds data, and PostgreSQL has no year 0. */
export const MONTH_PATTERN = /^2\d{3}-(0[1-9]|1[0-2])$/;

/** A month input: every month the api takes is this one. */
export const monthInput = (message: string = M.monthInvalid) => z.string({ error: message }).regex(MONTH_PATTERN, { error: message });

/** A link people follow: only http(s), so no `javascript:` or `data:` address ever reaches a page. */
export const httpUrl = (message: string = M.adminUrl) => z.url({ protocol: /^https?$/, error: message }).max(TEXT_LIMITS.url, { error: message });

/** NUL (PostgreSQL text cannot hold it) or half of a surrogate pair (no character at all; jsonb refuses it). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first text anywhere in `value` that fails `test` ('' for `value` itself), or null. */
export function findText(value: unknown, test: (text: string) => boolean, path = ''): string | null {
  if (typeof value === 'string') return test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findText(item, test, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** Text that cannot be stored: such input is refused as a whole instead of failing at the database halfway through a change. */
export const findUnstorableText = (value: unknown): string | null => findText(value, (text) => UNSTORABLE.test(text));
