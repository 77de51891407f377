import { useApolloClient } from '@apollo/client/react';
import { errorMessage } from '@bonus/domain';
import { Alert, Button } from '@bonus/ui';
import { useState } from 'react';
import { ORDER_MANAGING_URL_QUERY } from '../settings.graphql';
import { dashboardPath } from '../../../shared/dashboard/dashboard-pages';

/**
 * Cancelling (or resuming a cancelled plan) happens at the payment provider, which asks to confirm:
 * the button sends the member to its subscription page, returning to this tab.
 */
export function CancelPlanButton({ cancelled }: { cancelled: boolean }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const returnUrl = new URL(`${dashboardPath('settings')}?tab=membership`, window.location.origin).toString();
      const { data } = await client.query({ query: ORDER_MANAGING_URL_QUERY, variables: { redirectionUrl: returnUrl }, fetchPolicy: 'network-only' });
      if (!data?.orderManagingUrl) throw new Error('no managing url');
      window.location.assign(data.orderManagingUrl);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <div className="plan-card__actions">
      <Button variant="secondary" disabled={busy} onClick={() => void open()}>
        {busy ? 'Přesměrovávám…' : cancelled ? 'Obnovit předplatné' : 'Zrušit předplatné'}
      </Button>
      <p className="plan-card__hint">{cancelled ? 'Obnovení potvrdíte na stránce platební brány.' : 'Zrušení potvrdíte na stránce platební brány. Členství platí do konce zaplaceného období.'}</p>
      {failed && <Alert>{errorMessage('SUBSCRIPTION_MANAGEMENT_FAILED')}</Alert>}
    </div>
  );
}
