import { parseCzechBankAccount } from './bank-account';

export interface BatchPayout {
  id: number;
  bankAccount: string;
  amountHalere: number;
}

const HEADER = 'Předčíslí;Číslo účtu;Kód banky;Částka;Měna;Variabilní symbol;Zpráva pro příjemce';

/**
 * A month's payouts as domestic payment orders (CSV with ';' as Czech banks import it): the payout id is
 * the variable symbol, so a bank statement matches each payment back to its row.
 */
export function payoutBatchCsv(payouts: readonly BatchPayout[]): string {
  const lines = payouts.map((payout) => {
    const account = parseCzechBankAccount(payout.bankAccount);
    if (!account) throw new RangeError(`Payout ${payout.id} has an invalid account`);
    const czk = `${Math.trunc(payout.amountHalere / 100)}.${String(payout.amountHalere % 100).padStart(2, '0')}`;
    return [account.prefix, account.number, account.bankCode, czk, 'CZK', String(payout.id), 'Bonus Klub - vyplata odmen'].join(';');
  });
  return [HEADER, ...lines].join('\r\n') + '\r\n';
}
