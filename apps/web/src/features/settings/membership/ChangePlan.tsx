import { useQuery } from '@apollo/client/react';
import { TIERS_QUERY } from '@bonus/client';
import { DIGITAL_CONTENT_WAIVER_TEXT, errorMessage, isTierCode, showsUpgradeButton, tierSoldOutNote, upgradeOptions, VALIDATION_MESSAGES } from '@bonus/domain';
import { Alert, Button, Checkbox, ErrorState, Modal, Money, Skeleton } from '@bonus/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PendingOrder, pendingOrder, usePlaceOrder } from '../../../shared/payment/pending-order';
import { useMe } from '../../../session/session-context';
import { UpgradePayment } from './UpgradePayment';

/**
 * The higher tiers the member can move to, each paid in a modal that shows the prorated first month
 * before paying (the order is created first). Returning from the gateway (result=…) reopens the modal
 * for the order being paid (spec section 4). `prices` are the tiers' prices in the member's own
 * generation (what the order will charge), `generationNumber` that generation; `onClosed` lets the plan card read the new plan.
 */
export function ChangePlan({ prices, generationNumber, onClosed }: { prices: ReadonlyArray<{ tierId: number; monthlyPrice: number }>; generationNumber: number | null; onClosed: () => void }) {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(TIERS_QUERY);
  const placeOrder = usePlaceOrder();
  const result = params.get('result');
  const [upgrade, setUpgrade] = useState<PendingOrder | null>(() => (result ? pendingOrder.read() : null));
  const [creatingFor, setCreatingFor] = useState<number | null>(null);
  const [createFailed, setCreateFailed] = useState(false);
  // Each purchase asks again for access at once, waiving the withdrawal (recorded on the order).
  const [waiver, setWaiver] = useState(false);
  const [waiverMissing, setWaiverMissing] = useState(false);
  const closeModal = () => {
    setUpgrade(null);
    if (result !== null) setParams({ tab: 'membership' }, { replace: true });
    onClosed();
  };
  const startUpgrade = async (tierId: number) => {
    setWaiverMissing(!waiver);
    if (!waiver) return;
    setCreatingFor(tierId);
    setCreateFailed(false);
    try {
      setUpgrade(await placeOrder({ tierId, subscriptionScope: 'settings', digitalContentWaiver: true }));
    } catch {
      setCreateFailed(true);
    } finally {
      setCreatingFor(null);
    }
  };
  const offers = data && isTierCode(me.tier.code) && showsUpgradeButton(me.tier.code) ? upgradeOptions(data.tiers, me.tier.id) : [];

  return (
    <>
      {loading && <Skeleton label="Načítám nabídku členství…" count={2} />}
      {error && <ErrorState message={errorMessage('TIERS_LOAD_FAILED')} onRetry={() => void refetch()} />}
      {offers.length > 0 && (
        <section className="change-plan" aria-labelledby="change-plan-title">
          <h3 id="change-plan-title">{me.tier.code === 'free' ? 'Placená členství' : 'Změnit plán'}</h3>
          {me.tier.code !== 'free' && <p className="change-plan__note">Z první platby vyššího členství odečteme nevyužitou část současného předplatného. Částku uvidíte před zaplacením.</p>}
          <Checkbox
            label={DIGITAL_CONTENT_WAIVER_TEXT}
            checked={waiver}
            error={waiverMissing ? VALIDATION_MESSAGES.digitalContentWaiverRequired : undefined}
            onChange={(event) => {
              setWaiver(event.target.checked);
              setWaiverMissing(false);
            }}
          />
          <ul className="change-plan__offers">
            {offers.map((tier) => (
              <li key={tier.id} className="change-plan__offer">
                <span className="change-plan__tier">
                  <strong>{tier.name}</strong>
                  <span>
                    <Money czk={prices.find((price) => price.tierId === tier.id)?.monthlyPrice ?? tier.price} /> / měsíc
                  </span>
                  {tierSoldOutNote(tier.placesLeft) && <small>{tierSoldOutNote(tier.placesLeft)}</small>}
                </span>
                <Button onClick={() => void startUpgrade(tier.id)} disabled={creatingFor !== null || tier.placesLeft === 0}>
                  {creatingFor === tier.id ? 'Připravuji…' : `Přejít na ${tier.name}`}
                </Button>
              </li>
            ))}
          </ul>
          {createFailed && <Alert>{errorMessage('ORDER_CREATION_FAILED')}</Alert>}
        </section>
      )}
      <Modal open={upgrade !== null} title="Změna plánu" onClose={closeModal}>
        {upgrade && <UpgradePayment upgrade={upgrade} result={result} generationNumber={generationNumber} onBack={closeModal} />}
      </Modal>
    </>
  );
}
