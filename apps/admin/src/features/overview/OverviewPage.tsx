import { useApolloClient, useQuery } from '@apollo/client/react';
import { ADMIN_OVERVIEW_QUERY, ADMIN_PAYOUT_BATCH_QUERY } from '@bonus/client';
import { errorMessage, formatCzk, pragueMonth } from '@bonus/domain';
import { Alert, Button, ErrorState, LoadingState } from '@bonus/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import './overview.css';

/** The live block refreshes every 5 s (spec section 9). */
const LIVE_REFRESH_MS = 5000;

/** Saves text as a file through a temporary link. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** Přehled: live figures, the 5-second live block, quick actions and recent events. */
export function OverviewPage() {
  const { data, error, refetch } = useQuery(ADMIN_OVERVIEW_QUERY, { pollInterval: LIVE_REFRESH_MS, fetchPolicy: 'cache-and-network' });
  const client = useApolloClient();
  const [exportFailed, setExportFailed] = useState(false);
  const overview = data?.adminOverview;

  const exportPayouts = async () => {
    setExportFailed(false);
    const month = pragueMonth(new Date());
    try {
      const { data: batch } = await client.query({ query: ADMIN_PAYOUT_BATCH_QUERY, variables: { month }, fetchPolicy: 'network-only' });
      if (!batch) throw new Error('no data');
      download(`vyplaty-${month}.csv`, batch.adminPayoutBatchCsv);
    } catch {
      setExportFailed(true);
    }
  };

  return (
    <section className="admin-page" aria-labelledby="overview-title">
      <h1 id="overview-title">Přehled</h1>
      {error && !overview ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : !overview ? (
        <LoadingState />
      ) : (
        <>
          <dl className="admin-cards-grid">
            <div data-testid="admin-total-users"><dt>Uživatelé celkem</dt><dd>{overview.totalUsers.toLocaleString('cs-CZ')}</dd></div>
            <div><dt>Aktivní bonusy</dt><dd>{overview.activeBonuses}</dd></div>
            <div><dt>Výdělky členů celkem</dt><dd>{formatCzk(overview.totalEarnings)}</dd></div>
            <div><dt>Konverze na placené</dt><dd>{Math.round(overview.conversionRate * 100)} %</dd></div>
          </dl>
          <section className="ui-card admin-live" aria-labelledby="live-title">
            <h2 id="live-title">Právě teď</h2>
            <dl className="admin-cards-grid admin-cards-grid--small">
              <div><dt>Aktivní uživatelé (15 min)</dt><dd>{overview.activeUsers}</dd></div>
              <div><dt>Dnes splněné bonusy</dt><dd>{overview.todayBonuses}</dd></div>
              <div><dt>Dnešní příjem</dt><dd>{formatCzk(overview.todayIncome)}</dd></div>
            </dl>
            <p className="admin-live__note">Obnovuje se každých 5 sekund.</p>
          </section>
          <section className="ui-card" aria-labelledby="actions-title">
            <h2 id="actions-title">Rychlé akce</h2>
            <div className="admin-actions">
              <Link className="ui-button ui-button--primary" to="/admin/bonuses">
                Přidat bonus
              </Link>
              <Button variant="secondary" onClick={() => void exportPayouts()}>
                Exportovat výplaty měsíce (CSV)
              </Button>
              <Link className="ui-button ui-button--secondary" to="/admin/analytics">
                Zobrazit reporty
              </Link>
            </div>
            {exportFailed && <Alert>{errorMessage('DATA_LOAD_FAILED')}</Alert>}
          </section>
          <section className="ui-card" aria-labelledby="activity-title">
            <h2 id="activity-title">Poslední aktivita</h2>
            <ul className="admin-activity">
              {overview.recentActivity.map((event) => (
                <li key={`${event.kind}-${event.timestamp}-${event.text}`}>
                  <time dateTime={new Date(event.timestamp * 1000).toISOString()}>{new Date(event.timestamp * 1000).toLocaleString('cs-CZ')}</time> {event.text}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </section>
  );
}
