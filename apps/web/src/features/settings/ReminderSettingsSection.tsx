import { useMutation, useQuery } from '@apollo/client/react';
import { REMINDER_SETTINGS_QUERY, ReminderSettingsView, SAVE_REMINDER_SETTINGS_MUTATION } from './settings.graphql';
import { BONUS_TYPE_LABELS, BONUS_TYPES, type BonusType, errorMessage } from '@bonus/domain';
import { Alert, Checkbox, ErrorState, LoadingState } from '@bonus/ui';
import { useState } from 'react';

/** Připomínky e-mailem: the member picks which reminders the job sends; each change is saved at once. */
export function ReminderSettingsSection() {
  const { data, error, refetch } = useQuery(REMINDER_SETTINGS_QUERY);
  const [save, { loading }] = useMutation(SAVE_REMINDER_SETTINGS_MUTATION);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  // What the member just ticked, shown at once while it is saved (the saved answer replaces it).
  const [pending, setPending] = useState<ReminderSettingsView | null>(null);

  const change = async (next: ReminderSettingsView) => {
    setResult(null);
    setPending(next);
    try {
      await save({ variables: next, update: (cache, { data: saved }) => saved && cache.writeQuery({ query: REMINDER_SETTINGS_QUERY, data: { reminderSettings: saved.saveReminderSettings } }) });
      setResult({ kind: 'success', text: 'Připomínky jsou uložené.' });
    } catch {
      setResult({ kind: 'error', text: errorMessage('CHANGES_SAVE_FAILED') });
    } finally {
      setPending(null);
    }
  };

  if (error && !data) return <ErrorState message="Nastavení připomínek se nepodařilo načíst." onRetry={() => void refetch()} />;
  if (!data) return <LoadingState label="Načítám připomínky…" />;
  const settings = pending ?? data.reminderSettings;
  const toggleType = (type: BonusType, on: boolean) =>
    void change({ ...settings, followedTypes: on ? [...settings.followedTypes, type] : settings.followedTypes.filter((followed) => followed !== type) });
  return (
    <section className="dash-section" aria-labelledby="reminders-title">
      <h3 id="reminders-title">Připomínky e-mailem</h3>
      <Checkbox
        label="Blížící se konec rozpracovaného bonusu a termíny jeho kroků (24 hodin předem)"
        checked={settings.expiring}
        disabled={loading}
        onChange={(e) => void change({ ...settings, expiring: e.target.checked })}
      />
      <Checkbox label="Rozpracovaný bonus se dnes obnovuje (ráno v den obnovení)" checked={settings.renewals} disabled={loading} onChange={(e) => void change({ ...settings, renewals: e.target.checked })} />
      <Checkbox label="Změny podmínek rozpracovaných bonusů" checked={settings.termsChanges} disabled={loading} onChange={(e) => void change({ ...settings, termsChanges: e.target.checked })} />
      <fieldset className="reminder-types">
        <legend>Nové bonusy, které můžete se svým členstvím získat, typu:</legend>
        {BONUS_TYPES.map((type) => (
          <Checkbox key={type} label={BONUS_TYPE_LABELS[type]} checked={settings.followedTypes.includes(type)} disabled={loading} onChange={(e) => toggleType(type, e.target.checked)} />
        ))}
      </fieldset>
      {result && <Alert kind={result.kind}>{result.text}</Alert>}
    </section>
  );
}
