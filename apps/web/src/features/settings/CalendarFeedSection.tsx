import { useMutation, useQuery } from '@apollo/client/react';
import { CALENDAR_FEED_QUERY, CREATE_CALENDAR_FEED_MUTATION, REVOKE_CALENDAR_FEED_MUTATION } from './settings.graphql';
import { errorMessage } from '@bonus/domain';
import { Alert, Button, ErrorState, LoadingState } from '@bonus/ui';
import { useState } from 'react';

/** Kalendář: a secret iCalendar address with the started bonuses' deadlines and renewals, to subscribe to in any calendar app. */
export function CalendarFeedSection() {
  const { data, error, refetch } = useQuery(CALENDAR_FEED_QUERY);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const refetchQueries = [{ query: CALENDAR_FEED_QUERY }];
  const [create, creating] = useMutation(CREATE_CALENDAR_FEED_MUTATION, { refetchQueries, awaitRefetchQueries: true });
  const [revoke, revoking] = useMutation(REVOKE_CALENDAR_FEED_MUTATION, { refetchQueries, awaitRefetchQueries: true });
  const busy = creating.loading || revoking.loading;

  const run = async (action: () => Promise<unknown>, success: string) => {
    setResult(null);
    try {
      await action();
      setResult({ kind: 'success', text: success });
    } catch {
      setResult({ kind: 'error', text: errorMessage('CHANGES_SAVE_FAILED') });
    }
  };
  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => setResult({ kind: 'success', text: 'Adresa kalendáře je zkopírovaná.' }),
      () => setResult({ kind: 'error', text: 'Adresu se nepodařilo zkopírovat, označte ji prosím ručně.' }),
    );

  const url = data?.calendarFeedUrl;
  return (
    <section className="dash-section calendar-feed" aria-labelledby="calendar-title">
      <h3 id="calendar-title">Kalendář</h3>
      <p>Termíny rozpracovaných bonusů a dny jejich obnovení ve vašem kalendáři (Google, Apple, Outlook): přidejte si kalendář z adresy. Adresa je tajná, kdo ji zná, vidí vaše termíny.</p>
      {error && !data ? (
        <ErrorState message="Adresu kalendáře se nepodařilo načíst." onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState label="Načítám kalendář…" />
      ) : url ? (
        <>
          <div className="calendar-feed__address">
            <input readOnly value={url} aria-label="Tajná adresa kalendáře" onFocus={(e) => e.target.select()} />
            <Button variant="secondary" onClick={() => void copy(url)}>
              Kopírovat
            </Button>
          </div>
          <div className="calendar-feed__actions">
            <Button variant="secondary" disabled={busy} onClick={() => void run(() => create(), 'Máte novou adresu, ta původní už nefunguje.')}>
              Vytvořit novou adresu
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void run(() => revoke(), 'Adresa kalendáře je zrušená.')}>
              Zrušit adresu
            </Button>
          </div>
        </>
      ) : (
        <Button disabled={busy} onClick={() => void run(() => create(), 'Adresa kalendáře je připravená.')}>
          Vytvořit adresu kalendáře
        </Button>
      )}
      {result && <Alert kind={result.kind}>{result.text}</Alert>}
    </section>
  );
}
