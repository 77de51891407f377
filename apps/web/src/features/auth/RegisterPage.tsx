import { useQuery } from '@apollo/client/react';
import { TIERS_QUERY } from '@bonus/client';
import { DEFAULT_REGISTRATION_TIER_ID, errorMessage, formatCzk } from '@bonus/domain';
import { Button, ErrorState, LoadingState } from '@bonus/ui';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { config } from '../../config';
import { useSession } from '../../session/SessionProvider';
import { AuthCard } from './AuthCard';
import { RegisterDetailsStep } from './RegisterDetailsStep';
import { RegisterStepIndicator } from './RegisterStepIndicator';

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
      {step === 3 && <PaymentStep tierId={tierId} />}
      {step === 1 && (
        <p>
          Už máte účet? <Link to="/login">Přihlaste se</Link> · <a href={config.documents.terms}>Obchodní podmínky</a>
        </p>
      )}
    </AuthCard>
  );
}

function TierStep({ selectedTierId, onSelect, onContinue }: { selectedTierId: number; onSelect: (id: number) => void; onContinue: () => void }) {
  const { data, loading, error, refetch } = useQuery(TIERS_QUERY);
  const navigate = useNavigate();
  if (loading) return <LoadingState label="Načítám členství…" />;
  if (error || !data) return <ErrorState message={errorMessage('TIERS_LOAD_FAILED')} onRetry={() => void refetch()} />;
  const selected = data.tiers.find((tier) => tier.id === selectedTierId) ?? data.tiers[0];
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
      {/* A free tier ends the registration (spec section 4). */}
      <Button onClick={() => (selected.price === 0 ? navigate('/dashboard') : onContinue())}>{selected.price === 0 ? 'Dokončit registraci' : 'Pokračovat k platbě'}</Button>
    </div>
  );
}

function PaymentStep({ tierId }: { tierId: number }) {
  if (tierId === 1) return <Navigate to="/dashboard" replace />;
  return (
    <div className="auth-form" role="status">
      <p>Platba kartou se připravuje. Váš účet je vytvořený s členstvím Free; placené členství si budete moci aktivovat v nastavení.</p>
      <Link className="ui-button ui-button--primary" to="/dashboard">
        Přejít do přehledu
      </Link>
    </div>
  );
}
