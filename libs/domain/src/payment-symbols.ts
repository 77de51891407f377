/**
 * Czech payment symbols (variable, constant, specific) as statements write them in free text or references:
 * "VS:1101" (Raiffeisenbank's `Strd/CdtrRefInf/Ref`), "VS 1101", "/VS1101/SS/KS0308" (the ČBA layout's
 * `EndToEndId`), "KS-0308". Leading zeros of a variable or specific symbol say nothing ("0000001101" is 1101); a
 * constant symbol is written with four digits, as the ČNB's list of them has it ("308" is 0308).
 */
export interface PaymentSymbols {
  variable: string | null;
  constant: string | null;
  specific: string | null;
}

export const NO_PAYMENT_SYMBOLS: PaymentSymbols = { variable: null, constant: null, specific: null };

const SYMBOL_FIELDS = { VS: 'variable', KS: 'constant', SS: 'specific' } as const;

// A label not inside a word, then separators, then up to ten digits not followed by another digit.
const SYMBOL_IN_TEXT = /(?<![\p{L}\p{N}])(VS|KS|SS)[\s:./=-]{0,3}(\d{1,10})(?!\d)/giu;

/** A variable or specific symbol's digits without leading zeros; null for none or all zeros. */
export function symbolDigits(value: string | null | undefined): string | null {
  const digits = value?.trim().replace(/^0+/, '') ?? '';
  return /^\d{1,10}$/.test(digits) ? digits : null;
}

/** A constant symbol in its four-digit form; null for none or all zeros. */
export function constantSymbolDigits(value: string | null | undefined): string | null {
  const digits = symbolDigits(value);
  return digits === null ? null : digits.padStart(4, '0');
}

const DIGITS_OF: Record<keyof PaymentSymbols, (value: string) => string | null> = { variable: symbolDigits, constant: constantSymbolDigits, specific: symbolDigits };

/** The first of each symbol found in the texts, in order. */
export function symbolsInTexts(texts: readonly string[]): PaymentSymbols {
  const found: PaymentSymbols = { ...NO_PAYMENT_SYMBOLS };
  for (const text of texts) {
    for (const [, label, digits] of text.matchAll(SYMBOL_IN_TEXT)) {
      const field = SYMBOL_FIELDS[label.toUpperCase() as keyof typeof SYMBOL_FIELDS];
      found[field] ??= DIGITS_OF[field](digits);
    }
  }
  return found;
}

/** The symbol a reference typed VS, KS or SS gives (Czech banks' `CdtrRefInf/Tp`), or null for another type. */
export function typedSymbol(type: string, value: string): { field: keyof PaymentSymbols; digits: string | null } | null {
  const field = SYMBOL_FIELDS[type.toUpperCase() as keyof typeof SYMBOL_FIELDS];
  return field ? { field, digits: DIGITS_OF[field](value) } : null;
}

/** Each symbol given in `preferred`, else the one from `fallback`. */
export function mergeSymbols(preferred: PaymentSymbols, fallback: PaymentSymbols): PaymentSymbols {
  return { variable: preferred.variable ?? fallback.variable, constant: preferred.constant ?? fallback.constant, specific: preferred.specific ?? fallback.specific };
}

/** As a statement line shows them: ["VS 1101", "KS 308"]. */
export function writtenSymbols(symbols: PaymentSymbols): string[] {
  return (Object.entries(SYMBOL_FIELDS) as [string, keyof PaymentSymbols][]).flatMap(([label, field]) => (symbols[field] ? [`${label} ${symbols[field]}`] : []));
}
