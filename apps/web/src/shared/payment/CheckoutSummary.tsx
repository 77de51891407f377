import { checkoutCharges, formatCzechDate, formatMonths, formatPercent, laterMonthsNote } from '@bonus/domain';
import { Money } from '@bonus/ui';
import { ReactNode } from 'react';
import './checkout.css';

/** What is being bought, as the order states it (whole Kč). */
export interface CheckoutItem {
  tierName: string;
  /** The generation whose prices the member gets ("1. generace"); null while it is not known. */
  generation: string | null;
  /** The regular monthly price in that generation. */
  monthly: number;
  /** An upgrade's prorated first month; null for a regular first month. */
  firstPayment: number | null;
  /** The promo code applied, with its percent and months; null without one. */
  promo: { code: string | null; percent: number; months: number } | null;
}

const Line = ({ term, children, testId }: { term: ReactNode; children: ReactNode; testId?: string }) => (
  <div className="checkout__line" data-testid={testId}>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </div>
);

/**
 * The itemised checkout before the gateway (issue #58): plan, generation, period, price with DPH, the discount,
 * what is charged today, the next charge and how to cancel. The figures come from checkoutCharges, the schedule
 * the server bills by. Consumer prices are final prices (zákon o cenách), so they include DPH.
 */
export function CheckoutSummary({ item, now }: { item: CheckoutItem; now: Date }) {
  const promo = item.promo && item.promo.percent > 0 && item.promo.months > 0 ? item.promo : null;
  const charges = checkoutCharges({ monthly: item.monthly, firstPayment: item.firstPayment, promoPercent: promo?.percent ?? 0, promoMonths: promo?.months ?? 0, now });
  return (
    <section className="checkout" aria-labelledby="checkout-title" data-testid="checkout-summary">
      <h2 id="checkout-title">Shrnutí objednávky</h2>
      <dl className="checkout__lines">
        <Line term="Členství">{item.tierName}</Line>
        {item.generation && <Line term="Generace">{item.generation}</Line>}
        <Line term="Období">měsíční předplatné</Line>
        <Line term="Cena" testId="checkout-price">
          <Money czk={item.monthly} /> / měsíc <small>včetně DPH</small>
        </Line>
        {charges.discountReason === 'promo' && promo && (
          <Line
            testId="checkout-discount"
            term={
              <>
                Slevový kód{promo.code ? ` ${promo.code}` : ''} <small>(sleva {formatPercent(promo.percent)} na {formatMonths(promo.months)})</small>
              </>
            }
          >
            <Money czk={-charges.discount} signed />
          </Line>
        )}
        {charges.discountReason === 'upgrade' && (
          <Line term="Nevyužitá část současného předplatného" testId="checkout-discount">
            <Money czk={-charges.discount} signed />
          </Line>
        )}
        <div className="checkout__line checkout__line--total" data-testid="checkout-today">
          <dt>Dnes zaplatíte</dt>
          <dd>
            <Money czk={charges.chargedToday} />
          </dd>
        </div>
        <Line term={`Další platba ${formatCzechDate(charges.nextChargeDate)}`} testId="checkout-next">
          <Money czk={charges.nextCharge} />
        </Line>
      </dl>
      {charges.nextCharge !== item.monthly && <p className="checkout__note">{laterMonthsNote({ monthly: item.monthly, promoPercent: promo?.percent ?? 0, promoMonths: promo?.months ?? 0 })}</p>}
      <p className="checkout__note" data-testid="checkout-cancel">
        Předplatné můžete kdykoli zrušit v Nastavení → Členství; členství pak platí do konce zaplaceného období.
      </p>
    </section>
  );
}
