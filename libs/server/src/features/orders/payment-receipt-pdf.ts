import { formatCzechDate, formatCzechDateTime, formatCzk, paymentRecordStatus } from '@bonus/domain';
import { czechPdf } from '../../pdf/pdf-document';
import type { MembershipPayment } from './membership-plan.read-model';

export interface ReceiptContent {
  payment: MembershipPayment;
  member: string;
  email: string | null;
  /** Nastavení's siteName and siteEmail: who received the payment and where to ask. */
  siteName: string;
  siteEmail: string;
}

/** A member's receipt for one payment as an A4 PDF: who paid whom, when, for what, how much, and any refund. */
export function paymentReceiptPdf({ payment, member, email, siteName, siteEmail }: ReceiptContent, now = new Date()): Promise<Buffer> {
  const { doc, done } = czechPdf(`Potvrzení o platbě ${formatCzechDate(payment.paidAt)}`, now);
  const row = (label: string, value: string) => doc.font('text').text(`${label}: `, { continued: true }).font('bold').text(value);

  doc.font('bold').fontSize(18).text('Potvrzení o platbě');
  doc.font('text').fontSize(10).fillColor('#555').text(`${siteName} · ${siteEmail}`).moveDown();
  doc.fillColor('#000').fontSize(11);
  row('Zaplatil(a)', email ? `${member} (${email})` : member);
  row('Datum platby', formatCzechDateTime(payment.paidAt));
  row('Číslo platby', payment.id);
  row('Položka', payment.description);
  row('Částka', formatCzk(payment.amountCzk));
  if (payment.refundedCzk > 0) row('Vráceno', formatCzk(payment.refundedCzk));
  row('Stav', paymentRecordStatus(payment.amountCzk, payment.refundedCzk).label);
  doc.moveDown().fontSize(9).fillColor('#555').text(`Vystaveno ${formatCzechDate(now)}. Potvrzení o přijetí platby za členství, nikoli daňový doklad.`, { width: 495 });
  doc.end();
  return done;
}
