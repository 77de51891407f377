import { CNB_BANK_CODES } from './cnb-bank-codes';

export function czechBankName(bankCode: string): string | null {
  return CNB_BANK_CODES[bankCode] ?? null;
}

/**
 * An account as people read it on a banking app: the last four digits of the number, the bank code and the bank's name,
 * "•••• 5399 / 0800 · Česká spořitelna". Works on full and on already masked accounts ("*********5399/0800").
 */
export function bankAccountDisplay(account: string): string {
  const { number, bankName } = bankAccountParts(account);
  return bankName ? `${number} · ${bankName}` : number;
}

/** The two parts of bankAccountDisplay, for a screen that keeps each on one line: "•••• 5399 / 0800" and the bank's name (null when unknown). */
export function bankAccountParts(account: string): { number: string; bankName: string | null } {
  const match = /(\d{1,4})\/(\d{4})$/.exec(account.replace(/\s+/g, ''));
  if (!match) return { number: account, bankName: null };
  const [, lastDigits, bankCode] = match;
  return { number: `•••• ${lastDigits} / ${bankCode}`, bankName: czechBankName(bankCode) };
}

/** The banks of ČNB's list as options to pick from ("Banka účtu"), by name in Czech order. */
export function czechBanks(): { code: string; name: string }[] {
  const order = new Intl.Collator('cs');
  return Object.entries(CNB_BANK_CODES)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => order.compare(a.name, b.name));
}
