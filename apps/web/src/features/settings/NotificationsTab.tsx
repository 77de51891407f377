import { useMutation } from '@apollo/client/react';
import { UPDATE_USER_MUTATION } from './settings.graphql';
import { errorMessage } from '@bonus/domain';
import { Alert, Checkbox } from '@bonus/ui';
import { useState } from 'react';
import { useMe, useSession } from '../../session/session-context';
import { CalendarFeedSection } from './CalendarFeedSection';
import { ReminderSettingsSection } from './ReminderSettingsSection';

/** Notifikace: which e-mails the member wants; the newsletter goes only to those who ticked it. */
export function NotificationsTab() {
  const me = useMe();
  const { refresh } = useSession();
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [updateUser, { loading }] = useMutation(UPDATE_USER_MUTATION);

  const setConsent = async (marketingConsent: boolean) => {
    setResult(null);
    try {
      await updateUser({ variables: { input: { marketingConsent } } });
      await refresh();
      setResult({ kind: 'success', text: marketingConsent ? 'Novinky vám budeme posílat e-mailem.' : 'Novinky vám už posílat nebudeme.' });
    } catch {
      setResult({ kind: 'error', text: errorMessage('CHANGES_SAVE_FAILED') });
    }
  };

  return (
    <div className="dash-section">
      <h2 id="notifications-title">Notifikace</h2>
      <Checkbox label="Chci dostávat novinky a nové bonusy e-mailem" checked={me.marketingConsent} disabled={loading} onChange={(e) => void setConsent(e.target.checked)} />
      {result && <Alert kind={result.kind}>{result.text}</Alert>}
      <ReminderSettingsSection />
      <CalendarFeedSection />
    </div>
  );
}
