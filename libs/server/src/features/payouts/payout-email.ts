import { bankAccountDisplay, formatPayoutAmount } from '@bonus/domain';
import type { MemberMailContent } from '../member-mail/member-mail.queries';
import { memberMailMessage as message } from '../member-mail/member-mail-message';

interface PayoutNotice {
  amountHalere: number;
  /** The account the payout went to (masked); the mail shows it as the member's app does, by its last digits and bank. */
  bankAccount: string;
  /** Nastavení's siteName, which signs the mail. */
  siteName: string;
}

/** The bank has sent a payout. */
export function payoutPaidEmail({ amountHalere, bankAccount, siteName }: PayoutNotice, paidOn: string): MemberMailContent {
  const [year, month, day] = paidOn.split('-').map(Number);
  return message(
    'Výplata odměn je na cestě na váš účet',
    [
      `vaši výplatu ${formatPayoutAmount(amountHalere)} jsme ${day}. ${month}. ${year} odeslali na účet ${bankAccountDisplay(bankAccount)}.`,
      'Na účtu ji uvidíte zpravidla do dvou pracovních dnů. Přehled výplat najdete v sekci Doporučení.',
    ],
    siteName,
  );
}

/** The bank returned a payout; the money is back on the member's balance. */
export function payoutFailedEmail({ amountHalere, bankAccount, siteName }: PayoutNotice, reason: string): MemberMailContent {
  return message(
    'Výplatu odměn se nepodařilo odeslat',
    [
      `výplatu ${formatPayoutAmount(amountHalere)} na účet ${bankAccountDisplay(bankAccount)} se nepodařilo odeslat. Důvod: ${reason}`,
      'Částku jsme vrátili na váš zůstatek, kde je znovu k výběru. Zkontrolujte prosím číslo účtu v sekci Doporučení a požádejte o výběr znovu.',
    ],
    siteName,
  );
}
