import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { CREATE_ORDER_MUTATION, ORDER_MANAGING_URL_QUERY, ORDER_QUERY, TIERS_QUERY, TierView } from '@bonus/client';
import { errorMessage, formatCzk, isTierCode, showsUpgradeButton, upgradeOptions } from '@bonus/domain';
import { Alert, Button, ErrorState, LoadingState, Modal } from '@bonus/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PaymentFlow } from '../payment/PaymentFlow';
import { pendingOrder } from '../payment/pending-order';
import { membershipDaysLeft } from '../../session/membership';
import { useMe } from '../../session/SessionProvider';

const czechDate = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('cs-CZ');

/** Settings → Členství: the current tier and period, the subscription portal, and upgrades paid in a modal. */
export function MembershipTab() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(TIERS_QUERY);
  // Returning from the gateway (result=…) reopens the payment modal for the order being paid (spec section 4).
  const result = params.get('result');
  const [upgradeTierId, setUpgradeTierId] = useState<number | null>(null);
  const paying = upgradeTierId !== null || result !== null;
  const closeModal = () => {
    setUpgradeTierId(null);
    if (result !== null) setParams({ tab: 'membership' }, { replace: true });
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
            · {order.cancelAtPeriodEnd ? 'zrušeno, platí do' : 'obnoví se'} {czechDate(order.expirationTimestamp)}
            {daysLeft !== null && <> (zbývá {daysLeft} dní)</>}
          </>
        )}
      </p>
      {order && <ManageSubscriptionButton />}
      {loading && <LoadingState label="Načítám členství…" />}
      {error && <ErrorState message={errorMessage('TIERS_LOAD_FAILED')} onRetry={() => void refetch()} />}
      {offers.length > 0 && (
        <>
          <h3>Vyšší členství</h3>
          <ul className="membership-offers">
            {offers.map((tier) => (
              <li key={tier.id} className="membership-offer">
                <span>
                  <strong>{tier.name}</strong> – {formatCzk(tier.price)} / měsíc
                </span>
                <Button onClick={() => setUpgradeTierId(tier.id)} aria-label={`Upgradovat na ${tier.name}`}>
                  Upgradovat
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <Modal open={paying} title="Upgrade členství" onClose={closeModal}>
        {paying && <UpgradePayment tier={data?.tiers.find((t) => t.id === upgradeTierId) ?? null} result={result} onRetry={() => setParams({ tab: 'membership' }, { replace: true })} />}
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
 * The upgrade's payment: the order (scope settings) is created when the modal opens, so the member
 * sees the prorated first month before paying. On the way back the pending order is read instead.
 */
function UpgradePayment({ tier, result, onRetry }: { tier: TierView | null; result: string | null; onRetry: () => void }) {
  const [createOrder] = useMutation(CREATE_ORDER_MUTATION);
  const [orderId, setOrderId] = useState<string | null>(() => (result ? pendingOrder.read() : null));
  const [createFailed, setCreateFailed] = useState(false);
  const { data: pending } = useQuery(ORDER_QUERY, { variables: { id: orderId ?? '' }, skip: !orderId });
  const { data: tiers } = useQuery(TIERS_QUERY);

  const creating = useRef(false);
  const create = useCallback(async () => {
    if (!tier || creating.current) return;
    creating.current = true;
    setCreateFailed(false);
    try {
      const { data } = await createOrder({ variables: { input: { tierId: tier.id, subscriptionScope: 'settings' } } });
      if (!data) throw new Error('no order');
      pendingOrder.write(data.createOrder.id);
      setOrderId(data.createOrder.id);
    } catch {
      setCreateFailed(true);
    } finally {
      creating.current = false;
    }
  }, [tier, createOrder]);
  useEffect(() => {
    if (!result && !orderId) void create();
  }, [result, orderId, create]);

  if (!result && !orderId && !createFailed) return <LoadingState label="Připravuji objednávku…" />;
  if (createFailed) return <ErrorState message={errorMessage('ORDER_CREATION_FAILED')} onRetry={() => void create()} />;
  const order = pending?.order ?? null;
  const tierName = (tier ?? tiers?.tiers.find((t) => t.id === order?.tierId))?.name ?? '';
  return (
    <>
      {order && order.nextPaymentAmount < order.amount && !result && (
        <p>Z první platby odečítáme nevyužitou část vašeho současného předplatného.</p>
      )}
      <PaymentFlow
        result={result}
        summary={order ? { tierName, price: order.nextPaymentAmount, laterPrice: order.amount } : null}
        prepareOrder={async () => {
          if (!orderId) throw new Error('no order');
          return orderId;
        }}
        onRetry={() => {
          pendingOrder.clear();
          setOrderId(null);
          onRetry();
        }}
        doneLink={{ to: '/dashboard', label: 'Přejít do přehledu' }}
      />
    </>
  );
}
