import { formatPayoutAmount } from '@bonus/domain';
import type { MailMessage } from '../../integrations/mail/mailer';
import { escapeHtml } from '../../escape-html';

interface PayoutNotice {
  to: string;
  amountHalere: number;
  /** The masked account the payout went to. */
  bankAccount: string;
}

function message(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: ['Dobrý den,', '', ...paragraphs.flatMap((p) => [p, '']), 'Tým Bonus Klubu'].join('\n'),
    html: `<p>Dobrý den,</p>\n${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}\n<p>Tým Bonus Klubu</p>`,
  };
}

/** The bank has sent a payout. */
export function payoutPaidEmail({ to, amountHalere, bankAccount }: PayoutNotice, paidOn: string): MailMessage {
  const [year, month, day] = paidOn.split('-').map(Number);
  return message(to, 'Výplata odměn je na cestě na váš účet', [
    `vaši výplatu ${formatPayoutAmount(amountHalere)} jsme ${day}. ${month}. ${year} odeslali na účet ${bankAccount}.`,
    'Na účtu ji uvidíte zpravidla do dvou pracovních dnů. Přehled výplat najdete v sekci Referral program.',
  ]);
}

/** The bank returned a payout; the money is back on the member's balance. */
export function payoutFailedEmail({ to, amountHalere, bankAccount }: PayoutNotice, reason: string): MailMessage {
  return message(to, 'Výplatu odměn se nepodařilo odeslat', [
    `výplatu ${formatPayoutAmount(amountHalere)} na účet ${bankAccount} se nepodařilo odeslat. Důvod: ${reason}`,
    'Částku jsme vrátili na váš zůstatek, kde je znovu k výběru. Zkontrolujte prosím číslo účtu v sekci Referral program a požádejte o výběr znovu.',
  ]);
}
