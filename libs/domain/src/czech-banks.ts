/** Names of Czech banks by their four-digit code (ČNB's list of payment-system codes), as members know them. */
const CZECH_BANK_NAMES: Readonly<Record<string, string>> = {
  '0100': 'Komerční banka', '0300': 'ČSOB', '0600': 'MONETA Money Bank', '0710': 'Česká národní banka', '0800': 'Česká spořitelna',
  '2010': 'Fio banka', '2060': 'Citfin', '2070': 'Trinity Bank', '2250': 'Banka CREDITAS', '2260': 'NEY spořitelní družstvo', '2600': 'Citibank Europe',
  '2700': 'UniCredit Bank', '3030': 'Air Bank', '3050': 'Hello bank!', '3060': 'PKO BP', '3500': 'ING Bank', '4000': 'Max banka',
  '4300': 'Národní rozvojová banka', '5500': 'Raiffeisenbank', '5800': 'J&T Banka', '6000': 'PPF banka', '6100': 'Raiffeisenbank (Equa)',
  '6200': 'COMMERZBANK', '6210': 'mBank', '6300': 'BNP Paribas', '6700': 'Všeobecná úverová banka', '7910': 'Deutsche Bank',
  '7950': 'Raiffeisen stavební spořitelna', '7960': 'ČSOB Stavební spořitelna', '7970': 'MONETA Stavební Spořitelna', '7990': 'Modrá pyramida',
  '8030': 'Volksbank Raiffeisenbank Nordbayern', '8040': 'Oberbank', '8060': 'Stavební spořitelna České spořitelny', '8090': 'Česká exportní banka',
  '8150': 'HSBC Continental Europe', '8220': 'Payment Execution', '8250': 'Bank of China', '8265': 'ICBC',
};

export function czechBankName(bankCode: string): string | null {
  return CZECH_BANK_NAMES[bankCode] ?? null;
}

/**
 * An account as people read it on a banking app: the last four digits of the number, the bank code and the bank's name,
 * "•••• 5399 / 0800 · Česká spořitelna". Works on full and on already masked accounts ("*********5399/0800").
 */
export function bankAccountDisplay(account: string): string {
  const match = /(\d{1,4})\/(\d{4})$/.exec(account.replace(/\s+/g, ''));
  if (!match) return account;
  const [, lastDigits, bankCode] = match;
  const name = czechBankName(bankCode);
  return `•••• ${lastDigits} / ${bankCode}${name ? ` · ${name}` : ''}`;
}

/** The banks of ČNB's list as options to pick from ("Banka účtu"), by name in Czech order. */
export function czechBanks(): { code: string; name: string }[] {
  const order = new Intl.Collator('cs');
  return Object.entries(CZECH_BANK_NAMES)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => order.compare(a.name, b.name));
}
