import { useApolloClient, useQuery } from '@apollo/client/react';
import { TIERS_QUERY } from '@bonus/client';
import { ORDER_MANAGING_URL_QUERY } from './settings.graphql';
import { ORDER_QUERY } from '../../shared/orders.graphql';
import { COUNTED, DIGITAL_CONTENT_WAIVER_TEXT, errorMessage, formatCzechDate, formatCzk, isTierCode, placesLeftLabel, remainingCount, showsUpgradeButton, upgradeOptions, VALIDATION_MESSAGES } from '@bonus/domain';
import { Alert, Button, Checkbox, ErrorState, LoadingState, Modal } from '@bonus/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PaymentFlow } from '../../shared/payment/PaymentFlow';
import { PendingOrder, pendingOrder, usePlaceOrder } from '../../shared/payment/pending-order';
import { membershipDaysLeft } from '../../session/membership';
import { useMe } from '../../session/SessionProvider';

/** Settings → Členství: the current tier and period, the subscription portal, and upgrades paid in a modal. */
export function MembershipTab() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(TIERS_QUERY);
  const placeOrder = usePlaceOrder();
  // Returning from the gateway (result=…) reopens the payment modal for the order being paid (spec section 4).
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
  };
  // The order (scope settings) is created before the modal opens, so it shows the prorated first month.
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
  const daysLeft = membershipDaysLeft(me);
  const order = me.activeOrder;
  const offers = data && isTierCode(me.tier.code) && showsUpgradeButton(me.tier.code) ? upgradeOptions(data.tiers, me.tier.id) : [];

  return (
    <div className="dash-section">
      <h2>Členství</h2>
      <p>
        Vaše členství: <strong>{me.tier.name}</strong>
        {order?.expirationTimestamp && (
          <>
            {' '}
            · {order.cancelAtPeriodEnd ? 'zrušeno, platí do' : 'obnoví se'} {formatCzechDate(new Date(order.expirationTimestamp * 1000))}
            {daysLeft !== null && <> ({remainingCount(daysLeft, COUNTED.day)})</>}
          </>
        )}
      </p>
      {order && <ManageSubscriptionButton />}
      {loading && <LoadingState label="Načítám členství…" />}
      {error && <ErrorState message={errorMessage('TIERS_LOAD_FAILED')} onRetry={() => void refetch()} />}
      {offers.length > 0 && (
        <>
          <h3>Vyšší členství</h3>
          <Checkbox
            label={DIGITAL_CONTENT_WAIVER_TEXT}
            checked={waiver}
            error={waiverMissing ? VALIDATION_MESSAGES.digitalContentWaiverRequired : undefined}
            onChange={(event) => {
              setWaiver(event.target.checked);
              setWaiverMissing(false);
            }}
          />
          <ul className="membership-offers">
            {offers.map((tier) => (
              <li key={tier.id} className="membership-offer">
                <span>
                  <strong>{tier.name}</strong> – {formatCzk(tier.price)} / měsíc
                  {tier.placesLeft !== null && <small> · {placesLeftLabel(tier.placesLeft)}</small>}
                </span>
                <Button onClick={() => void startUpgrade(tier.id)} disabled={creatingFor !== null || tier.placesLeft === 0} aria-label={`Upgradovat na ${tier.name}`}>
                  {creatingFor === tier.id ? 'Připravuji…' : 'Upgradovat'}
                </Button>
              </li>
            ))}
          </ul>
          {createFailed && <Alert>{errorMessage('ORDER_CREATION_FAILED')}</Alert>}
        </>
      )}
      <Modal open={upgrade !== null} title="Upgrade členství" onClose={closeModal}>
        {upgrade && <UpgradePayment upgrade={upgrade} result={result} />}
      </Modal>
    </div>
  );
}

/** Sends the member to the payment provider's subscription management, returning to this tab. */
function ManageSubscriptionButton() {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const returnUrl = new URL('/dashboard/settings?tab=membership', window.location.origin).toString();
      const { data } = await client.query({ query: ORDER_MANAGING_URL_QUERY, variables: { redirectionUrl: returnUrl }, fetchPolicy: 'network-only' });
      if (!data?.orderManagingUrl) throw new Error('no managing url');
      window.location.assign(data.orderManagingUrl);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <div className="membership-manage">
      <Button variant="secondary" disabled={busy} onClick={() => void open()}>
        {busy ? 'Přesměrovávám…' : 'Spravovat předplatné'}
      </Button>
      {failed && <Alert>{errorMessage('SUBSCRIPTION_MANAGEMENT_FAILED')}</Alert>}
    </div>
  );
}

/**
 * The upgrade's payment in the modal: the prepared order's first (prorated) month, then the full
 * price. A retry after a cancelled or failed payment orders the same tier, with the waiver given, anew.
 */
function UpgradePayment({ upgrade, result }: { upgrade: PendingOrder; result: string | null }) {
  const { data: pending } = useQuery(ORDER_QUERY, { variables: { id: upgrade.orderId } });
  const { data: tiers } = useQuery(TIERS_QUERY);
  const order = pending?.order ?? null;
  const tierName = tiers?.tiers.find((t) => t.id === order?.tierId)?.name ?? '';
  return (
    <>
      {order && order.nextPaymentAmount < order.amount && !result && <p>Z první platby odečítáme nevyužitou část vašeho současného předplatného.</p>}
      <PaymentFlow
        result={result}
        summary={order ? { tierName, price: order.nextPaymentAmount, later: { monthly: order.amount, promoPercent: order.promoPercent, promoMonths: order.promoMonths } } : null}
        order={upgrade.input}
      />
    </>
  );
}
