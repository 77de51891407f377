import { ADMIN_USER_STATUSES, CONSENT_KINDS, EARNINGS_REVIEW_STATUSES, ORDER_STATUSES, PAYOUT_STATUSES } from '@bonus/domain';

/**
 * Mistakes a Czech reader sees in rendered text, found by shape rather than by listing today's strings:
 * number agreement, enum values shown raw, and spaces a line may break at inside an amount or a date.
 */

const SPACE = '[ \\u00a0]';
/** After these prepositions a genitive or locative plural is right even after 2–4 ("do 3 dnů", "ve 2 dalších"). */
const CASE_PREPOSITIONS = 'do|od|z|ze|u|bez|během|kolem|okolo|místo|kromě|v|ve|o|na|po|při|před|za|mezi|nad|pod|s|se|k|ke';
/** Genitive plural endings: right after 0 and 5+, wrong after 1 and 2–4 ("1 záznamů", "4 kategorií", "1 rozpracovaných"). */
const GENITIVE_PLURAL = '\\p{L}*(?:ů|ých|ích|ií)|dní';

const AGREEMENT = [
  new RegExp(`(?<![\\d,.\\-−]|\\d${SPACE})1${SPACE}(?:${GENITIVE_PLURAL})(?!\\p{L})`, 'gu'),
  new RegExp(`(?<![\\d,.\\-−]|\\d${SPACE}|(?:^|[^\\p{L}])(?:${CASE_PREPOSITIONS})${SPACE})[2-4]${SPACE}(?:${GENITIVE_PLURAL})(?!\\p{L})`, 'giu'),
];

/** Status and kind values of libs/domain that have a Czech label and must never be shown as they are stored. */
const RAW_VALUES = [...new Set<string>([...ORDER_STATUSES, ...PAYOUT_STATUSES, ...EARNINGS_REVIEW_STATUSES, ...ADMIN_USER_STATUSES, ...CONSENT_KINDS, 'manual', 'auto'])]
  // "all"/"none" are English words too short to be told apart from names; the others are unmistakable.
  .filter((value) => value.length > 4);
const RAW_ENUM = new RegExp(`(?<![\\p{L}\\d_@./-])(?:${RAW_VALUES.join('|')}|undefined|null|NaN|\\[object Object\\])(?![\\p{L}\\d_@/-])`, 'gu');

/** A plain space between a number and its unit, or inside a day-month-year date, lets the line break there. */
const BREAKABLE = [/\d (?:Kč|%)(?!\p{L})/gu, /(?<!\d)\d{1,2}\. \d{1,2}\.(?: \d{4})?/gu, /(?<!\d)\d{1,2}\.\u00a0\d{1,2}\. \d{4}/gu];

function matches(text: string, patterns: RegExp[]): string[] {
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0]));
}

/** Every problem in `text`, one short description each (empty when the text reads right). */
export function czechTextProblems(text: string): string[] {
  return [
    ...matches(text, AGREEMENT).map((found) => `number agreement: "${found}"`),
    ...matches(text, [RAW_ENUM]).map((found) => `raw value: "${found}"`),
    ...matches(text, BREAKABLE).map((found) => `breakable space: "${found.replace(/\u00a0/g, '⍽')}"`),
  ];
}
