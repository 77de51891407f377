/** Czech noun forms: 1 bonus, 2–4 bonusy, 5+ bonusů (decimals use the "few"/"many" form). */
export interface PluralForms {
  one: string;
  few: string;
  other: string;
}

const rules = new Intl.PluralRules('cs');

export function czechPlural(count: number, forms: PluralForms): string {
  const category = rules.select(count);
  if (category === 'one') return forms.one;
  if (category === 'few' || category === 'many') return forms.few;
  return forms.other;
}

/**
 * A count with its noun in the agreeing form, e.g. "1 záznam", "3 záznamy", "1 250 záznamů": the one way
 * the screens and e-mails put a number before a noun. The space is non-breaking so the pair stays on one line.
 */
export function formatCount(count: number, forms: PluralForms): string {
  return `${count.toLocaleString('cs-CZ')}\u00a0${czechPlural(count, forms)}`;
}

/** Days after "do" or "během": do 1 dne, do 3 dnů, do 30 dnů. */
export const DAYS_GENITIVE: PluralForms = { one: 'dne', few: 'dnů', other: 'dnů' };

const REMAINS: PluralForms = { one: 'zbývá', few: 'zbývají', other: 'zbývá' };

/** "zbývá" or "zbývají", agreeing with the count that follows. */
export function remainsVerb(count: number): string {
  return czechPlural(count, REMAINS);
}

/** "zbývá 1 den", "zbývají 3 dny", "zbývá 5 dní": the verb agrees with the count too. */
export function remainingCount(count: number, forms: PluralForms): string {
  return `${remainsVerb(count)} ${formatCount(count, forms)}`;
}

/** Nouns counted on more than one screen. */
export const COUNTED = {
  bonus: { one: 'bonus', few: 'bonusy', other: 'bonusů' },
  offer: { one: 'nabídka', few: 'nabídky', other: 'nabídek' },
  casinoOffer: { one: 'kasinová nabídka', few: 'kasinové nabídky', other: 'kasinových nabídek' },
  record: { one: 'záznam', few: 'záznamy', other: 'záznamů' },
  day: { one: 'den', few: 'dny', other: 'dní' },
  month: { one: 'měsíc', few: 'měsíce', other: 'měsíců' },
  investmentCategory: { one: 'kategorie investic', few: 'kategorie investic', other: 'kategorií investic' },
  /** Dative ("odesílá se 1 členovi, 5 členům"). */
  memberDative: { one: 'členovi', few: 'členům', other: 'členům' },
  /** A member's recorded result of a completed offer. */
  result: { one: 'výsledek', few: 'výsledky', other: 'výsledků' },
} satisfies Record<string, PluralForms>;

/**
 * The cases months are said in. `count` is nominative and accusative alike ("3 měsíce", "neměli 3 měsíce");
 * after "v posledních" the noun is locative, after "za poslední(ch)" accusative, where 2–4 keep "poslední"
 * and 5+ take the genitive ("za posledních 12 měsíců"). One month names no number ("v posledním měsíci").
 */
export type MonthsCase = 'count' | 'inLast' | 'forLast';

/** `#` stands for the number. */
const MONTH_PHRASES: Record<Exclude<MonthsCase, 'count'>, PluralForms> = {
  inLast: { one: 'v posledním měsíci', few: 'v posledních #\u00a0měsících', other: 'v posledních #\u00a0měsících' },
  forLast: { one: 'za poslední měsíc', few: 'za poslední #\u00a0měsíce', other: 'za posledních #\u00a0měsíců' },
};

/** Months in words, agreeing in number and case: the one way every screen, e-mail and reason says a count of months. */
export function monthsPhrase(count: number, phrase: MonthsCase = 'count'): string {
  if (phrase === 'count') return formatCount(count, COUNTED.month);
  return czechPlural(count, MONTH_PHRASES[phrase]).replace('#', count.toLocaleString('cs-CZ'));
}

/** "1 měsíc", "3 měsíce", "5 měsíců". */
export const formatMonths = (count: number): string => monthsPhrase(count, 'count');
