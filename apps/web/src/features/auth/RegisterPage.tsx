import { useQuery } from '@apollo/client/react';
import { GENERATION_DOCUMENT, TIERS_QUERY, usePublicQuery } from '@bonus/client';
import { ORDER_QUERY } from '../../shared/orders.graphql';
import { DEFAULT_REGISTRATION_TIER_ID } from '@bonus/domain';
import { LoadingState } from '@bonus/ui';
import { Link, useSearchParams } from 'react-router';
import { config } from '../../config';
import { useSession } from '../../session/session-context';
import { AuthCard } from './AuthCard';
import { RegisterDetailsStep } from './RegisterDetailsStep';
import { RegisterStepIndicator } from './RegisterStepIndicator';
import { RegisterTierStep } from './RegisterTierStep';
import { RegistrationGate } from './RegistrationGate';
import { PaymentFlow } from '../../shared/payment/PaymentFlow';
import { pendingOrder, usePlaceOrder } from '../../shared/payment/pending-order';

const parseStep = (value: string | null): 1 | 2 | 3 => (value === '2' ? 2 : value === '3' ? 3 : 1);

/** /register?step=&tierId=&referralCode= — three steps: Údaje, Předplatné, Platba (spec section 2). */
export function RegisterPage() {
  const [params, setParams] = useSearchParams();
  const { state } = useSession();
  const requested = parseStep(params.get('step'));
  const tierId = Number(params.get('tierId')) || DEFAULT_REGISTRATION_TIER_ID;
  const referralCode = params.get('referralCode');
  const placeOrder = usePlaceOrder();
  const goTo = (step: 1 | 2 | 3, changes: Record<string, string> = {}) => {
    const next = new URLSearchParams(params);
    next.set('step', String(step));
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next);
  };

  if (state.status === 'loading') return <LoadingState />;
  // Later steps need an account; a signed-in member has step 1 behind them.
  const step = state.status === 'member' ? (requested === 1 ? 2 : requested) : 1;

  return (
    <AuthCard title="Registrace" wide>
      {step === 1 && (
        <Link to="/" className="auth-back">
          ← Zpět
        </Link>
      )}
      <RegisterStepIndicator step={step} />
      {step === 1 && (
        <RegistrationGate>
          <RegisterDetailsStep referralCode={referralCode} onDone={() => goTo(2)} />
        </RegistrationGate>
      )}
      {step === 2 && (
        <RegisterTierStep
          selectedTierId={tierId}
          onSelect={(id) => goTo(2, { tierId: String(id) })}
          createOrder={(id, promoCode) => placeOrder({ tierId: id, subscriptionScope: 'registration', promoCode })}
          onContinue={() => goTo(3)}
        />
      )}
      {step === 3 && <PaymentStep tierId={tierId} result={params.get('result')} />}
      {step === 1 && (
        <p>
          Už máte účet? <Link to="/login">Přihlaste se</Link> · <a href={config.documents.terms}>Obchodní podmínky</a>
        </p>
      )}
    </AuthCard>
  );
}

/**
 * Step 3 (Platba): the itemised checkout of the order of step 2 at its own price (a promo month may be
 * cheaper), paid at the gateway. What step 2 ordered (tier and promo code) is remembered in the tab, so
 * after a cancelled or failed payment a retry pays for the same again.
 */
function PaymentStep({ tierId, result }: { tierId: number; result: string | null }) {
  const { data } = useQuery(TIERS_QUERY);
  const { data: onSale } = usePublicQuery(GENERATION_DOCUMENT);
  const pending = pendingOrder.read();
  const ordered = pending?.input.subscriptionScope === 'registration' && pending.input.tierId === tierId ? pending : null;
  const { data: last } = useQuery(ORDER_QUERY, { variables: { id: ordered?.orderId ?? '' }, skip: !ordered });
  const tier = data?.tiers.find((t) => t.id === tierId);
  const order = last?.order ?? null;
  // The order's own price and promo once read; the tier's price when nothing was ordered in this tab.
  const loaded = tier && (order || !ordered);
  return (
    <PaymentFlow
      result={result}
      item={
        loaded
          ? {
              tierName: tier.name,
              generation: onSale?.generation.name ?? null,
              monthly: order?.amount ?? tier.price,
              firstPayment: null,
              promo: order && order.promoPercent > 0 ? { code: ordered?.input.promoCode ?? null, percent: order.promoPercent, months: order.promoMonths } : null,
            }
          : null
      }
      order={ordered?.input ?? { tierId, subscriptionScope: 'registration' }}
      back={
        <Link className="checkout__back" to={`/register?step=2&tierId=${tierId}`}>
          ← Zpět na výběr členství
        </Link>
      }
    />
  );
}
