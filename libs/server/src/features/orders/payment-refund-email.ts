import { formatPayoutAmount, PAYMENT_REFUSAL_REASONS, type PaymentRefusal } from '@bonus/domain';
import type { MemberMailContent } from '../member-mail/member-mail.queries';
import { memberMailMessage } from '../member-mail/member-mail-message';

/** A payment we could not serve is being returned in full: why, and where the money goes back. */
export function paymentRefundEmail({ amountHalere, tierName, reason, siteName }: { amountHalere: number; tierName: string; reason: PaymentRefusal; siteName: string }): MemberMailContent {
  return memberMailMessage(
    'Platbu za členství vám vracíme',
    [
      `platbu ${formatPayoutAmount(amountHalere)} za členství ${tierName} vám vracíme v plné výši, protože ${PAYMENT_REFUSAL_REASONS[reason]}.`,
      'Peníze se vrátí na kartu nebo účet, ze kterého jste platili, zpravidla do 5 až 10 pracovních dnů. Nic dalšího dělat nemusíte.',
      'Stav svého členství najdete v Nastavení → Členství.',
    ],
    siteName,
  );
}
