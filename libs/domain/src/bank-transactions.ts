/**
 * What a statement's transactions are (issue #37): their kind, whether the other side is a casino or
 * betting operator, and whether money only moved between the member's own accounts. Pure rules, so the
 * import, the web's table and the counting of offers' requirements agree.
 */

export const TRANSACTION_KINDS = ['card_payment', 'transfer_in', 'transfer_out', 'own_transfer', 'cash_withdrawal', 'fee', 'other'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** Czech names of the kinds, for the transactions table and its filter. */
export const TRANSACTION_KIND_LABELS: Record<TransactionKind, string> = {
  card_payment: 'Platba kartou',
  transfer_in: 'Příchozí platba',
  transfer_out: 'Odchozí platba',
  own_transfer: 'Převod mezi vlastními účty',
  cash_withdrawal: 'Výběr hotovosti',
  fee: 'Poplatek',
  other: 'Jiné',
};

/** The ISO 18245 merchant category of betting, lotteries and casinos. */
export const GAMBLING_MERCHANT_CATEGORY = '7995';

/** An account as statements name it; the bank code is unknown for a GPC statement's own account. */
export interface AccountKey {
  prefix: string;
  number: string;
  bankCode: string | null;
}

/** What classifying needs of an entry. */
export interface TransactionFacts {
  amountHalere: number;
  /** CAMT `BkTxCd` as "Domn/Fmly/SubFmly" (or a proprietary code); null in GPC. */
  bankTransactionCode: string | null;
  counterpartyName: string | null;
  counterpartyAccount: AccountKey | null;
  description: string;
  merchantCategoryCode: string | null;
}

const digitsOf = (part: string) => part.replace(/^0+/, '');

/**
 * The same account: prefix and number equal (leading zeros aside) and, when both sides name a bank, the
 * same bank. A GPC statement names no bank for its own account, so prefix and number have to do.
 */
export function sameAccount(a: AccountKey, b: AccountKey): boolean {
  return digitsOf(a.prefix) === digitsOf(b.prefix) && digitsOf(a.number) === digitsOf(b.number) && (a.bankCode === null || b.bankCode === null || a.bankCode === b.bankCode);
}

const CARD_TEXT = /\b(nákup|platba kartou|karta|karetní|kartou|pos)\b/i;
const CASH_TEXT = /\b(výběr|bankomat|atm)\b/i;
const FEE_TEXT = /\b(poplatek|poplatky|vedení účtu)\b/i;

/**
 * The kind of a transaction: a transfer to or from another account of the member's imports is an own
 * transfer whatever its code; then the bank's transaction code decides (card payments are PMNT/CCRD,
 * cash PMNT/CCRD/CWDL or PMNT/CDPT, fees a CHRG family or ACMT); where a file has no code (GPC), its text.
 */
export function transactionKind(entry: TransactionFacts, ownAccounts: readonly AccountKey[]): TransactionKind {
  if (entry.counterpartyAccount && ownAccounts.some((own) => sameAccount(own, entry.counterpartyAccount!))) return 'own_transfer';
  const [domain, family, subFamily] = (entry.bankTransactionCode ?? '').toUpperCase().split('/');
  if (domain === 'PMNT' && family === 'CCRD') return subFamily === 'CWDL' ? 'cash_withdrawal' : entry.amountHalere < 0 ? 'card_payment' : 'other';
  if (domain === 'PMNT' && family === 'CDPT') return 'cash_withdrawal';
  if (family === 'CHRG' || subFamily === 'CHRG' || domain === 'ACMT') return 'fee';
  if (domain === 'PMNT' && (family === 'RCDT' || family === 'ICDT' || family === 'RDDT' || family === 'IDDT')) return entry.amountHalere < 0 ? 'transfer_out' : 'transfer_in';
  const text = `${entry.description} ${entry.counterpartyName ?? ''}`;
  if (entry.bankTransactionCode === null) {
    if (entry.amountHalere < 0 && CASH_TEXT.test(text)) return 'cash_withdrawal';
    if (entry.amountHalere < 0 && FEE_TEXT.test(text)) return 'fee';
    if (entry.amountHalere < 0 && CARD_TEXT.test(text) && !entry.counterpartyAccount) return 'card_payment';
  }
  if (entry.counterpartyAccount) return entry.amountHalere < 0 ? 'transfer_out' : 'transfer_in';
  return 'other';
}

/** Lower case, no diacritics, words of letters and digits: "TIPSPORT.CZ" reads as ["tipsport", "cz"]. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Words of an operator's name that say nothing of whose it is ("Merkur Casino", "Sazka Hry"). */
const GENERIC_WORDS = new Set(['casino', 'kasino', 'hry', 'tip', 'bet', 'cz', 'as', 'sro', 'group']);

/** The words that name the operator (its brand): "Merkur Casino" → merkur, "SYNOT TIP" → synot. */
export function operatorBrands(name: string): string[] {
  return words(name).filter((word) => word.length >= 4 && !GENERIC_WORDS.has(word));
}

/**
 * Whether the other side is a casino or betting operator: merchant category 7995, or the brand of one of
 * the catalogue's operators as a word of the counterparty or the text ("TIPSPORT.CZ", "Platba SAZKA a.s.").
 */
export function isGamblingTransaction(entry: Pick<TransactionFacts, 'counterpartyName' | 'description' | 'merchantCategoryCode'>, operatorNames: readonly string[]): boolean {
  if (entry.merchantCategoryCode === GAMBLING_MERCHANT_CATEGORY) return true;
  const seen = new Set(words(`${entry.counterpartyName ?? ''} ${entry.description}`));
  return operatorNames.some((name) => operatorBrands(name).some((brand) => seen.has(brand)));
}
