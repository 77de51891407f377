import { useMutation, useQuery } from '@apollo/client/react';
import { CREATE_ORDER_MUTATION, TIERS_QUERY } from '@bonus/client';
import { DEFAULT_REGISTRATION_TIER_ID, errorMessage, formatCzk } from '@bonus/domain';
import { Alert, Button, ErrorState, LoadingState } from '@bonus/ui';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { config } from '../../config';
import { useSession } from '../../session/SessionProvider';
import { AuthCard } from './AuthCard';
import { RegisterDetailsStep } from './RegisterDetailsStep';
import { RegisterStepIndicator } from './RegisterStepIndicator';
import { PaymentFlow } from '../payment/PaymentFlow';
import { pendingOrder } from '../payment/pending-order';

const parseStep = (value: string | null): 1 | 2 | 3 => (value === '2' ? 2 : value === '3' ? 3 : 1);

/** /register?step=&tierId=&referralCode= — three steps: Údaje, Předplatné, Platba (spec section 2). */
export function RegisterPage() {
  const [params, setParams] = useSearchParams();
  const { state } = useSession();
  const requested = parseStep(params.get('step'));
  const tierId = Number(params.get('tierId')) || DEFAULT_REGISTRATION_TIER_ID;
  const referralCode = params.get('referralCode');
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
      {step === 1 && <RegisterDetailsStep referralCode={referralCode} onDone={() => goTo(2)} />}
      {step === 2 && <TierStep selectedTierId={tierId} onSelect={(id) => goTo(2, { tierId: String(id) })} onContinue={() => goTo(3)} />}
      {step === 3 && <PaymentStep tierId={tierId} result={params.get('result')} />}
      {step === 1 && (
        <p>
          Už máte účet? <Link to="/login">Přihlaste se</Link> · <a href={config.documents.terms}>Obchodní podmínky</a>
        </p>
      )}
    </AuthCard>
  );
}

function useCreateRegistrationOrder() {
  const [createOrder] = useMutation(CREATE_ORDER_MUTATION);
  return async (tierId: number) => {
    const { data } = await createOrder({ variables: { input: { tierId, subscriptionScope: 'registration' } } });
    if (!data) throw new Error('no order');
    pendingOrder.write(data.createOrder.id);
    return data.createOrder.id;
  };
}

function TierStep({ selectedTierId, onSelect, onContinue }: { selectedTierId: number; onSelect: (id: number) => void; onContinue: () => void }) {
  const { data, loading, error, refetch } = useQuery(TIERS_QUERY);
  const createOrder = useCreateRegistrationOrder();
  const navigate = useNavigate();
  const [orderError, setOrderError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (loading) return <LoadingState label="Načítám členství…" />;
  if (error || !data) return <ErrorState message={errorMessage('TIERS_LOAD_FAILED')} onRetry={() => void refetch()} />;
  const selected = data.tiers.find((tier) => tier.id === selectedTierId) ?? data.tiers[0];
  // A free tier ends the registration; a paid one creates the order and moves to payment (spec section 4).
  const next = async () => {
    if (selected.price === 0) return navigate('/dashboard');
    setBusy(true);
    setOrderError(null);
    try {
      await createOrder(selected.id);
      onContinue();
    } catch {
      setOrderError(errorMessage('REGISTRATION_ORDER_FAILED'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="auth-form">
      <fieldset className="auth-tier-options">
        <legend>Vyberte členství</legend>
        {data.tiers.map((tier) => (
          <label key={tier.id} className="auth-tier-option">
            <span>
              <input type="radio" name="tier" value={tier.id} checked={tier.id === selected.id} onChange={() => onSelect(tier.id)} /> <strong>{tier.name}</strong> – {tier.subtitle}
            </span>
            <span>{formatCzk(tier.price)} / měsíc</span>
          </label>
        ))}
      </fieldset>
      {orderError && <Alert>{orderError}</Alert>}
      <Button disabled={busy} onClick={() => void next()}>
        {selected.price === 0 ? 'Dokončit registraci' : 'Pokračovat k platbě'}
      </Button>
    </div>
  );
}

function PaymentStep({ tierId, result }: { tierId: number; result: string | null }) {
  const { data } = useQuery(TIERS_QUERY);
  const createOrder = useCreateRegistrationOrder();
  const tier = data?.tiers.find((t) => t.id === tierId);
  return (
    <PaymentFlow
      result={result}
      summary={tier ? { tierName: tier.name, price: tier.price } : null}
      prepareOrder={async () => pendingOrder.read() ?? createOrder(tierId)}
      onRetry={() => pendingOrder.clear()}
    />
  );
}
