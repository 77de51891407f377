import { CalendarClock, CreditCard, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { lockedGenerationPriceText, type PlanBilling, planBillingText } from '@bonus/domain';
import { Money } from '@bonus/ui';
import type { MembershipPlanView } from './membership.graphql';

/** The wire's billing (unix seconds) as the domain's PlanBilling. */
function billingOf({ kind, timestamp, amount }: MembershipPlanView['billing']): PlanBilling {
  if (kind === 'renews' && timestamp !== null && amount !== null) return { kind, date: new Date(timestamp * 1000), amount };
  if (kind === 'ends' && timestamp !== null) return { kind, date: new Date(timestamp * 1000) };
  return { kind: 'none' };
}

/** The member's plan at a glance: tier and monthly price, the generation price kept, the next charge and how they pay. */
export function PlanCard({ plan, children }: { plan: MembershipPlanView; children?: ReactNode }) {
  const billing = billingOf(plan.billing);
  return (
    <section className="ui-card plan-card" aria-labelledby="plan-card-title" data-testid="plan-card">
      <div className="plan-card__head">
        <div>
          <p className="plan-card__eyebrow">Vaše členství</p>
          <h3 id="plan-card-title">{plan.tierName}</h3>
        </div>
        <p className="plan-card__price">
          <Money czk={plan.monthlyPrice} /> <span>/ měsíc</span>
        </p>
      </div>
      {plan.generationNumber === null ? (
        <p className="plan-card__line">Zdarma, bez plateb. Placené členství odemkne další bonusy a vyšší výdělek.</p>
      ) : (
        <ul className="plan-card__lines">
          <li className="plan-card__line" data-testid="plan-locked-price">
            <Lock aria-hidden="true" size={18} />
            {lockedGenerationPriceText(plan.generationNumber, plan.monthlyPrice)}
          </li>
          <li className="plan-card__line" data-testid="plan-billing">
            <CalendarClock aria-hidden="true" size={18} />
            {planBillingText(billing)}
          </li>
          {plan.paymentMethod && (
            <li className="plan-card__line" data-testid="plan-payment-method">
              <CreditCard aria-hidden="true" size={18} />
              <span>
                <span className="visually-hidden">Platební metoda: </span>
                {plan.paymentMethod}
              </span>
            </li>
          )}
        </ul>
      )}
      {children}
    </section>
  );
}
