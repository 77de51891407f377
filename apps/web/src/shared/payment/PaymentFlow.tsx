import { useApolloClient } from '@apollo/client/react';
import { ORDER_PAYWALL_URL_QUERY, ORDER_STATUS_QUERY } from './payment.graphql';
import { errorMessage, isOrderStatus, PAYMENT_STATUS_POLL_MS, PAYMENT_VERIFICATION_WAIT_MS, paymentOutcome } from '@bonus/domain';
import { Alert, Button, Skeleton } from '@bonus/ui';
import { ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../session/session-context';
import type { CreateOrderInput } from '../gql/graphql';
import { pendingOrder, usePlaceOrder } from './pending-order';
import { CheckoutItem, CheckoutSummary } from './CheckoutSummary';
import { dashboardPath } from '../dashboard/dashboard-pages';

type Phase =
  | { kind: 'idle' }
  | { kind: 'waiting_redirect' }
  | { kind: 'waiting_verification'; since: number }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

/** The phase a page load starts in: the gateway's `result` decides on the way back (spec section 4). */
export function initialPhase(result: string | null, now: number): Phase {
  if (result === 'success') return { kind: 'waiting_verification', since: now };
  if (result === 'error') return { kind: 'error', message: errorMessage('PAYMENT_CANCELLED') };
  return { kind: 'idle' };
}

interface PaymentFlowProps {
  result: string | null;
  /** What is bought, itemised before the gateway; null while it loads. */
  item: CheckoutItem | null;
  /** The way back to the choice of plan, after "Zaplatit". */
  back: ReactNode;
  /** What is being paid for: the order already created for it is paid, or one created anew after a failed try. */
  order: CreateOrderInput;
}

/** Payment: idle → waiting_redirect → (gateway) → waiting_verification (poll every 3 s, 15 s) → success or error. */
export function PaymentFlow({ result, item, order, back }: PaymentFlowProps) {
  const client = useApolloClient();
  const placeOrder = usePlaceOrder();
  const { refresh } = useSession();
  const [phase, setPhase] = useState<Phase>(() => initialPhase(result, Date.now()));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (phase.kind !== 'waiting_verification') return;
    const orderId = pendingOrder.read()?.orderId;
    const check = async () => {
      setNow(Date.now());
      if (!orderId) return setPhase({ kind: 'error', message: errorMessage('PAYMENT_VERIFICATION_FAILED') });
      try {
        const { data } = await client.query({ query: ORDER_STATUS_QUERY, variables: { id: orderId }, fetchPolicy: 'network-only' });
        const status = data?.orderStatus ?? '';
        const outcome = isOrderStatus(status) ? paymentOutcome(status) : 'pending';
        if (outcome === 'success') {
          pendingOrder.clear();
          await refresh();
          setPhase({ kind: 'success' });
        } else if (outcome === 'error') {
          setPhase({ kind: 'error', message: errorMessage('PAYMENT_CANCELLED') });
        } else if (Date.now() - phase.since >= PAYMENT_VERIFICATION_WAIT_MS) {
          setPhase({ kind: 'error', message: errorMessage('PAYMENT_VERIFICATION_FAILED') });
        }
      } catch {
        setPhase({ kind: 'error', message: errorMessage('PAYMENT_VERIFICATION_FAILED') });
      }
    };
    void check();
    const poll = setInterval(() => void check(), PAYMENT_STATUS_POLL_MS);
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearInterval(poll);
      clearInterval(tick);
    };
  }, [phase, client, refresh]);

  const pay = async () => {
    setPhase({ kind: 'waiting_redirect' });
    let orderId: string;
    try {
      const pending = pendingOrder.read();
      const payable = pending?.payable && pending.input.tierId === order.tierId && pending.input.subscriptionScope === order.subscriptionScope;
      orderId = payable ? pending.orderId : (await placeOrder(order)).orderId;
    } catch {
      return setPhase({ kind: 'error', message: errorMessage('PAYMENT_START_FAILED') });
    }
    try {
      const { data } = await client.query({ query: ORDER_PAYWALL_URL_QUERY, variables: { id: orderId }, fetchPolicy: 'network-only' });
      if (!data?.orderPaywallUrl) throw new Error('no paywall url');
      window.location.assign(data.orderPaywallUrl);
    } catch {
      setPhase({ kind: 'error', message: errorMessage('PAYWALL_URL_FAILED') });
    }
  };

  switch (phase.kind) {
    case 'idle':
      return (
        <div className="auth-form checkout-step">
          {item ? <CheckoutSummary item={item} now={new Date()} /> : <Skeleton label="Načítám shrnutí objednávky…" count={4} />}
          <div className="checkout__actions">
            <Button onClick={() => void pay()}>Zaplatit</Button>
            {back}
          </div>
        </div>
      );
    case 'waiting_redirect':
      return (
        <p role="status" className="ui-status">
          <span className="ui-spinner" aria-hidden="true" /> Přesměrovávám na platební bránu…
        </p>
      );
    case 'waiting_verification': {
      const left = Math.max(0, Math.ceil((PAYMENT_VERIFICATION_WAIT_MS - (now - phase.since)) / 1000));
      return (
        <p role="status" className="ui-status">
          <span className="ui-spinner" aria-hidden="true" /> Ověřuji platbu… ({left} s)
        </p>
      );
    }
    case 'success':
      return (
        <div className="auth-form">
          <Alert kind="success">Platba proběhla úspěšně. Vítejte mezi členy!</Alert>
          <Link className="ui-button ui-button--primary" to={dashboardPath()}>
            Přejít do přehledu
          </Link>
        </div>
      );
    case 'error':
      return (
        <div className="auth-form">
          <Alert>{phase.message}</Alert>
          <Button
            variant="secondary"
            onClick={() => {
              // Back to paying the same: the failed order is not paid again, the same is ordered anew.
              pendingOrder.markUnpayable();
              setPhase({ kind: 'idle' });
            }}
          >
            Zkusit znovu
          </Button>
        </div>
      );
  }
}
