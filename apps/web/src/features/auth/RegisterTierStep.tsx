import { useApolloClient, useQuery } from '@apollo/client/react';
import { TIERS_QUERY } from '@bonus/client';
import { PROMO_CODE_QUERY, PromoCodeView } from './auth.graphql';
import { errorMessage, formatCzk, registrationPrice, tierSoldOutNote } from '@bonus/domain';
import { Alert, Button, ErrorState, Skeleton, TextField } from '@bonus/ui';
import { FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../shared/failure-text';
import { dashboardPath } from '../../shared/dashboard/dashboard-pages';

interface RegisterTierStepProps {
  selectedTierId: number;
  onSelect: (tierId: number) => void;
  /** Creates the registration order (with the promo code, if any); throws when it fails. */
  createOrder: (tierId: number, promoCode: string | null) => Promise<unknown>;
  onContinue: () => void;
}

/** Step 2 (Předplatné): tier choice with the price overview, an optional promo code, free ends at /dashboard. */
export function RegisterTierStep({ selectedTierId, onSelect, createOrder, onContinue }: RegisterTierStepProps) {
  const { data, loading, error, refetch } = useQuery(TIERS_QUERY);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [promoInput, setPromoInput] = useState('');
  const [promo, setPromo] = useState<PromoCodeView | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [checkingPromo, setCheckingPromo] = useState(false);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (loading) return <Skeleton label="Načítám členství…" count={3} />;
  if (error || !data) return <ErrorState message={errorMessage('TIERS_LOAD_FAILED')} onRetry={() => void refetch()} />;
  const selected = data.tiers.find((tier) => tier.id === selectedTierId) ?? data.tiers[0];
  const soldOut = selected.placesLeft === 0;
  const price = registrationPrice(selected.price, promo && { discountPercent: promo.discountPercent, months: promo.months });

  // Changing the tier clears the promo data (spec section 4).
  const choose = (tierId: number) => {
    setPromo(null);
    setPromoInput('');
    setPromoError(null);
    onSelect(tierId);
  };
  const applyPromo = async (event: FormEvent) => {
    event.preventDefault();
    setPromoError(null);
    if (!promoInput.trim()) return setPromoError('Zadejte slevový kód.');
    setCheckingPromo(true);
    try {
      const { data: found, error: failed } = await client.query({ query: PROMO_CODE_QUERY, variables: { code: promoInput.trim() }, fetchPolicy: 'network-only' });
      if (!found) throw failed ?? new Error('no promo');
      setPromo(found.promoCode);
    } catch (failure) {
      setPromo(null);
      setPromoError(failureText(failure, 'PROMO_CODE_INVALID'));
    } finally {
      setCheckingPromo(false);
    }
  };
  // A free tier ends the registration; a paid one creates the order and moves to payment (spec section 4).
  const next = async () => {
    if (selected.price === 0) return navigate(dashboardPath());
    // A typed code must be applied (or cleared) first, so nobody pays full price by mistake.
    if (promoInput.trim() && promoInput.trim().toUpperCase() !== promo?.code) return setPromoError('Nejdřív slevový kód uplatněte, nebo pole vymažte.');
    setBusy(true);
    setOrderError(null);
    try {
      await createOrder(selected.id, promo?.code ?? null);
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
            <span className="auth-tier-option__name">
              <input type="radio" name="tier" value={tier.id} checked={tier.id === selected.id} disabled={tier.placesLeft === 0} onChange={() => choose(tier.id)} />{' '}
              <strong>{tier.name}</strong> – {tier.subtitle}
            </span>
            <span className="auth-tier-option__price">
              <span className="ui-money">{formatCzk(tier.price)} / měsíc</span>
              {tierSoldOutNote(tier.placesLeft) && <small className="auth-tier-option__places"> · {tierSoldOutNote(tier.placesLeft)}</small>}
            </span>
          </label>
        ))}
      </fieldset>
      {selected.price > 0 && (
        <>
          <form className="auth-promo" onSubmit={(event) => void applyPromo(event)} noValidate>
            <TextField label="Slevový kód (nepovinné)" value={promoInput} onChange={(event) => setPromoInput(event.target.value)} error={promoError ?? undefined} autoComplete="off" />
            <Button type="submit" variant="secondary" disabled={checkingPromo}>
              {checkingPromo ? 'Ověřuji…' : 'Uplatnit'}
            </Button>
          </form>
          <dl className="auth-price" aria-live="polite">
            {promo && price.promoLabel && (
              <>
                <dt>Slevový kód {promo.code}</dt>
                <dd data-testid="promo-label">{price.promoLabel}</dd>
              </>
            )}
            <dt>Dnes zaplatíte</dt>
            <dd data-testid="first-payment">{formatCzk(price.firstPayment)}</dd>
            {price.promoMonths > 1 && (
              <>
                <dt>Po dobu slevy měsíčně</dt>
                <dd>{formatCzk(price.promoMonthly)}</dd>
              </>
            )}
            <dt>Poté měsíčně</dt>
            <dd>{formatCzk(price.regularMonthly)}</dd>
          </dl>
        </>
      )}
      {orderError && <Alert>{orderError}</Alert>}
      {soldOut && <Alert>{errorMessage('TIER_SOLD_OUT')}</Alert>}
      <Button disabled={busy || checkingPromo || soldOut} onClick={() => void next()}>
        {selected.price === 0 ? 'Dokončit registraci' : busy ? 'Vytvářím objednávku…' : 'Pokračovat k platbě'}
      </Button>
    </div>
  );
}
