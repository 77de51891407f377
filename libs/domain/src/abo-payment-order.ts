import { CzechBankAccount, parseCzechBankAccount } from './bank-account';

/** One domestic payment of a batch. */
export interface AboPayment {
  /** The recipient's account as stored: "[prefix-]number/bankcode". */
  account: string;
  amountHalere: number;
  /** The payout id, so the bank statement matches each payment back to its row. */
  variableSymbol: number;
  /** For the recipient; sent as ASCII (diacritics dropped). */
  message: string;
}

export interface AboPaymentOrder {
  payer: { account: CzechBankAccount; name: string };
  /** The due date, "YYYY-MM-DD". */
  dueDate: string;
  /** The file's number (ABO "číslo souboru"); the bank wants 1–999 within a day, larger ones wrap. */
  fileNumber: number;
  payments: readonly AboPayment[];
}

/** The extension Czech internet banking expects for ABO files. */
export const ABO_FILE_EXTENSION = 'kpc';

const LINE_END = '\r\n';
const MAX_GROUP_HALERE = 99_999_999_999_999; // 14 digits
const MAX_PAYMENT_HALERE = 999_999_999_999; // 12 digits

/**
 * A bulk domestic payment order ("hromadný příkaz k úhradě") in the ABO/KPC format, which every Czech
 * bank imports: the UHL1 header, an accounting file (1 1501 = payments), one group with the payer's
 * account, total and due date, one line per payment, then the group and file ends. Amounts are haléře,
 * accounts are 6-digit prefix and 10-digit number with the bank code beside the constant symbol, and
 * the text is plain ASCII with CRLF line ends.
 */
export function aboPaymentOrder({ payer, dueDate, fileNumber, payments }: AboPaymentOrder): string {
  if (payments.length === 0) throw new RangeError('An ABO order needs at least one payment');
  const date = ddmmyy(dueDate);
  const lines = payments.map(paymentLine);
  const total = payments.reduce((sum, payment) => sum + payment.amountHalere, 0);
  if (total > MAX_GROUP_HALERE) throw new RangeError('The batch total does not fit the ABO group');
  const sequence = String(((fileNumber - 1) % 999) + 1).padStart(3, '0');
  return [
    `UHL1${date}${asciiField(payer.name, 20)}${payer.account.number.padStart(10, '0')}001999000000000000`,
    `1 1501 ${sequence}000 ${payer.account.bankCode}`,
    `2 ${accountField(payer.account)} ${digits(total, 14)} ${date}`,
    ...lines,
    '3 +',
    '5 +',
  ]
    .map((line) => line + LINE_END)
    .join('');
}

function paymentLine(payment: AboPayment): string {
  const account = parseCzechBankAccount(payment.account);
  if (!account) throw new RangeError(`Payment ${payment.variableSymbol} has an invalid account`);
  if (!Number.isSafeInteger(payment.amountHalere) || payment.amountHalere <= 0 || payment.amountHalere > MAX_PAYMENT_HALERE) {
    throw new RangeError(`Payment ${payment.variableSymbol} has an amount ABO cannot carry`);
  }
  const message = asciiText(payment.message).slice(0, 32);
  // Recipient account, amount, variable symbol, bank code + constant symbol 0000, specific symbol, message.
  return `${accountField(account)} ${digits(payment.amountHalere, 12)} ${digits(payment.variableSymbol, 10)} ${account.bankCode}0000 ${'0'.repeat(10)} AV:${message}`;
}

const accountField = ({ prefix, number }: CzechBankAccount) => `${prefix.padStart(6, '0')}-${number.padStart(10, '0')}`;

function digits(value: number, width: number): string {
  const text = String(value);
  if (!Number.isSafeInteger(value) || value < 0 || text.length > width) throw new RangeError(`${value} does not fit ${width} digits`);
  return text.padStart(width, '0');
}

/** "2026-12-03" → "031226". */
function ddmmyy(isoDate: string): string {
  const match = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not a date: ${isoDate}`);
  return `${match[3]}${match[2]}${match[1]}`;
}

/** Letters, digits and spaces without diacritics, as every bank's ABO import accepts. */
function asciiText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const asciiField = (text: string, width: number) => asciiText(text).slice(0, width).padEnd(width, ' ');
