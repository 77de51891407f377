/**
 * The ČNB list of payment-system codes ("Kódy bank / platebního styku"): the one place to update when the
 * list changes. Names are as members know them. Compiled offline for issue #39 from the published list;
 * diff it against the source on its next update.
 */
export const CNB_BANK_CODES_SOURCE = { url: 'https://www.cnb.cz/cs/platebni-styk/ucty-kody-bank/', updated: '2026-11-25' } as const;

export const CNB_BANK_CODES: Readonly<Record<string, string>> = {
  '0100': 'Komerční banka',
  '0300': 'ČSOB',
  '0600': 'MONETA Money Bank',
  '0710': 'Česká národní banka',
  '0800': 'Česká spořitelna',
  '2010': 'Fio banka',
  '2060': 'Citfin',
  '2070': 'Trinity Bank',
  '2100': 'Hypoteční banka',
  '2250': 'Banka CREDITAS',
  '2260': 'NEY spořitelní družstvo',
  '2275': 'Podnikatelská družstevní záložna',
  '2600': 'Citibank Europe',
  '2700': 'UniCredit Bank',
  '3030': 'Air Bank',
  '3050': 'Hello bank!',
  '3060': 'PKO BP',
  '3500': 'ING Bank',
  '4000': 'Max banka',
  '4300': 'Národní rozvojová banka',
  '5500': 'Raiffeisenbank',
  '5800': 'J&T Banka',
  '6000': 'PPF banka',
  '6100': 'Raiffeisenbank (Equa)',
  '6200': 'COMMERZBANK',
  '6210': 'mBank',
  '6300': 'BNP Paribas',
  '6363': 'Partners Banka',
  '6700': 'Všeobecná úverová banka',
  '7910': 'Deutsche Bank',
  '7950': 'Raiffeisen stavební spořitelna',
  '7960': 'ČSOB Stavební spořitelna',
  '7970': 'MONETA Stavební Spořitelna',
  '7990': 'Modrá pyramida',
  '8030': 'Volksbank Raiffeisenbank Nordbayern',
  '8040': 'Oberbank',
  '8060': 'Stavební spořitelna České spořitelny',
  '8090': 'Česká exportní banka',
  '8150': 'HSBC Continental Europe',
  '8190': 'Sparkasse Oberlausitz-Niederschlesien',
  '8198': 'FAS finance company',
  '8199': 'MoneyPolo Europe',
  '8200': 'PRIVAT BANK der Raiffeisenlandesbank Oberösterreich',
  '8220': 'Payment Execution',
  '8230': 'ABAPAY',
  '8250': 'Bank of China',
  '8255': 'Bank of Communications',
  '8265': 'ICBC',
  '8270': 'Fairplay Pay',
  '8280': 'B-Efekt',
  '8293': 'Mercurius partners',
  '8299': 'BESTPAY',
};

/** Whether a four-digit code is a payment-system code of the ČNB list. */
export function isCnbBankCode(code: string): boolean {
  return Object.hasOwn(CNB_BANK_CODES, code);
}

/**
 * The BIC (SWIFT) codes the same ČNB list gives for the banks members use, for statements that name the other
 * side's bank by BIC (camt.053 `FinInstnId/BIC` or `BICFI`) rather than by its code.
 */
const CNB_BANK_BICS: Readonly<Record<string, string>> = {
  KOMBCZPP: '0100',
  CEKOCZPP: '0300',
  AGBACZPP: '0600',
  CNBACZPP: '0710',
  GIBACZPX: '0800',
  FIOBCZPP: '2010',
  CTASCZ22: '2250',
  CITICZPX: '2600',
  BACXCZPP: '2700',
  AIRACZPP: '3030',
  BPPFCZP1: '3050',
  INGBCZPP: '3500',
  EXPNCZPP: '4000',
  RZBCCZPP: '5500',
  JTBPCZPP: '5800',
  PMBPCZPP: '6000',
  EQBKCZPP: '6100',
  BREXCZPP: '6210',
  GEBACZPP: '6300',
  DEUTCZPX: '7910',
};

/** The ČNB code of a Czech bank's BIC (8 or 11 characters: the branch part is ignored); null for others. */
export function bankCodeOfBic(bic: string): string | null {
  return CNB_BANK_BICS[bic.trim().toUpperCase().slice(0, 8)] ?? null;
}
