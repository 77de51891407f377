import { formatCzechDate, paymentRecordStatus } from '@bonus/domain';
import { Money, StatusLabel, TableScroll } from '@bonus/ui';
import type { MembershipPaymentView } from './membership.graphql';
import { ReceiptButton } from './ReceiptButton';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The member's payments with a receipt each; on a phone every row is a small card. */
export function PaymentHistory({ payments }: { payments: MembershipPaymentView[] }) {
  return (
    <section className="payment-history" aria-labelledby="payment-history-title">
      <h3 id="payment-history-title">Historie plateb</h3>
      {payments.length === 0 ? (
        <p className="payment-history__empty">Zatím žádné platby.</p>
      ) : (
        <TableScroll label="Historie plateb">
          <table className="dash-table payment-table">
            <thead>
              <tr>
                <th scope="col">Datum</th>
                <th scope="col">Popis</th>
                <th scope="col" className="ui-num">
                  Částka
                </th>
                <th scope="col">Stav</th>
                <th scope="col">Doklad</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => {
                const paidAt = new Date(payment.paidTimestamp * 1000);
                const status = paymentRecordStatus(payment.amount, payment.refunded);
                return (
                  <tr key={payment.id}>
                    <td data-label="Datum">{formatCzechDate(paidAt)}</td>
                    <td data-label="Popis">{payment.description}</td>
                    <td data-label="Částka" className="ui-num">
                      <Money czk={payment.amount} />
                    </td>
                    <td data-label="Stav">
                      <StatusLabel tone={status.tone}>{status.label}</StatusLabel>
                    </td>
                    <td data-label="Doklad">
                      <ReceiptButton paymentId={payment.id} label={`Stáhnout doklad z ${formatCzechDate(paidAt)}`} fileName={`doklad-${isoDay(paidAt)}.pdf`} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
