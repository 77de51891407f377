/**
 * What a statement's transactions are (issue #37): their kind, whether the other side is a casino or
 * betting operator, and whether money only moved between the member's own accounts. Pure rules, so the
 * import, the web's table and the counting of offers' requirements agree.
 */

export const TRANSACTION_KINDS = ['card_payment', 'transfer_in', 'transfer_out', 'own_transfer', 'cash_withdrawal', 'cash_deposit', 'fee', 'other'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** Czech names of the kinds, for the transactions table and its filter. */
export const TRANSACTION_KIND_LABELS: Record<TransactionKind, string> = {
  card_payment: 'Platba kartou',
  transfer_in: 'Příchozí platba',
  transfer_out: 'Odchozí platba',
  own_transfer: 'Převod mezi vlastními účty',
  cash_withdrawal: 'Výběr hotovosti',
  cash_deposit: 'Vklad hotovosti',
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
  /** CAMT `BkTxCd` as "Domn/Fmly/SubFmly", or a bank's proprietary code; null in GPC. */
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

/** A Czech word or phrase as a whole word: JavaScript's `\b` knows only ASCII letters, so "karetní" would never end. */
const wholeWords = (...phrases: string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/**
 * The text rules, in order: the first that matches decides. A fee comes first ("Poplatek za výběr z bankomatu"
 * is a fee, not a withdrawal), cash next, card payments (which have no other account), then what the bank calls
 * a transfer.
 */
const TEXT_RULES: readonly { kind: TransactionKind; direction: 'out' | 'in'; pattern: RegExp; withoutAccount?: boolean }[] = [
  { kind: 'fee', direction: 'out', pattern: wholeWords('poplatek', 'poplatky', 'poplatku', 'vedení účtu', 'správa účtu', 'cena za vedení') },
  { kind: 'cash_withdrawal', direction: 'out', pattern: wholeWords('výběr', 'výběr hotovosti', 'bankomat', 'atm', 'cash withdrawal') },
  { kind: 'cash_deposit', direction: 'in', pattern: wholeWords('vklad v hotovosti', 'vklad hotovosti', 'hotovostní vklad', 'vklad na pokladně', 'vklad bankomatem', 'vklad'), withoutAccount: true },
  { kind: 'card_payment', direction: 'out', pattern: wholeWords('nákup', 'platba kartou', 'karta', 'karetní', 'karetní platba', 'kartou', 'transakce platební k', 'pos', 'card payment'), withoutAccount: true },  // What the bank calls a transfer is one, with the other account given or not (the ČBA layout may leave it out).
  { kind: 'transfer_in', direction: 'in', pattern: wholeWords('příchozí platba', 'příchozí úhrada', 'bezhotovostní příjem', 'příjem převodem', 'incoming payment') },
  { kind: 'transfer_out', direction: 'out', pattern: wholeWords('odchozí platba', 'odchozí úhrada', 'bezhotovostní platba', 'platba převodem', 'trvalý příkaz', 'inkaso', 'outbound payment', 'outgoing payment') },
];

/** ISO 20022 bank transaction code "DOMN/FMLY/SUBF" (four letters each); a proprietary code is not one. */
const ISO_CODE = /^[A-Z]{4}\/[A-Z]{4}\/[A-Z]{4}$/;
const FEE_SUB_FAMILIES = new Set(['CHRG', 'FEES', 'COMM', 'COMT', 'SUBS']);
const TRANSFER_FAMILIES = new Set(['RCDT', 'ICDT', 'RDDT', 'IDDT', 'RRCT', 'IRCT']);
const CARD_FAMILIES = new Set(['CCRD', 'MCRD']);

/** The kind an ISO code says on its own, or null where it does not decide (another family, a proprietary code). */
function kindOfIsoCode(code: string | null, amountHalere: number): TransactionKind | null {
  const upper = code?.toUpperCase() ?? '';
  if (!ISO_CODE.test(upper)) return null;
  const [domain, family, subFamily] = upper.split('/');
  if (FEE_SUB_FAMILIES.has(subFamily) || family === 'CHRG') return 'fee';
  if (subFamily === 'CWDL') return 'cash_withdrawal';
  if (subFamily === 'CDPT') return 'cash_deposit';
  if (domain === 'PMNT' && CARD_FAMILIES.has(family)) return amountHalere < 0 ? 'card_payment' : null;
  if (domain === 'PMNT' && TRANSFER_FAMILIES.has(family)) return amountHalere < 0 ? 'transfer_out' : 'transfer_in';
  return null;
}

/**
 * Proprietary codes whose meaning a bank's own statements show. Raiffeisenbank writes eleven digits in
 * `BkTxCd/Prtry/Cd`; those starting with 4 are its charges (−7 Kč "Přích. TPS", −99 Kč "Souhrnná položka k účtu",
 * debit interest), those starting with 1 are payments, which the text and the other account tell apart.
 */
const PROPRIETARY_KINDS: readonly { code: RegExp; kind: TransactionKind }[] = [{ code: /^4\d{10}$/, kind: 'fee' }];

/**
 * The kind of a transaction: a transfer to or from another account of the member's imports is an own transfer
 * whatever its code; then the ISO bank transaction code where it decides (PMNT/CCRD card payments, …/CWDL cash
 * withdrawals, …/CDPT cash deposits, CHRG fees, PMNT/RCDT and ICDT transfers) or a proprietary code whose meaning
 * is known; else the Czech text rules (another proprietary code, as Raiffeisenbank and the ČBA layout write, or
 * none, as in GPC); else the other account's
 * presence makes it a transfer.
 */
export function transactionKind(entry: TransactionFacts, ownAccounts: readonly AccountKey[]): TransactionKind {
  if (entry.counterpartyAccount && ownAccounts.some((own) => sameAccount(own, entry.counterpartyAccount!))) return 'own_transfer';
  const coded = kindOfIsoCode(entry.bankTransactionCode, entry.amountHalere) ?? (entry.amountHalere < 0 ? PROPRIETARY_KINDS.find((known) => known.code.test(entry.bankTransactionCode ?? ''))?.kind : undefined);
  if (coded) return coded;
  const text = `${entry.description} ${entry.counterpartyName ?? ''}`;
  const direction = entry.amountHalere < 0 ? 'out' : 'in';
  const rule = TEXT_RULES.find((candidate) => candidate.direction === direction && !(candidate.withoutAccount && entry.counterpartyAccount) && candidate.pattern.test(text));
  if (rule) return rule.kind;
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
