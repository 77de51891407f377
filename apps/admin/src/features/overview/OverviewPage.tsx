import { useApolloClient, useQuery } from '@apollo/client/react';
import { ADMIN_OVERVIEW_QUERY, ADMIN_USERS_CSV_QUERY } from './overview.graphql';
import { errorMessage, formatCzechDateTime, formatCzk, formatPercent } from '@bonus/domain';
import { Button, csvFile, DownloadButton, ErrorState, LoadingState } from '@bonus/ui';
import { ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ADD_BONUS_LINK } from '../../shared/add-bonus-link';
import { EarningsReviewSection } from './EarningsReviewSection';
import './overview.css';

/** The live block refreshes every 5 s (spec section 9). */
const LIVE_REFRESH_MS = 5000;

/** The newsletter block the overview shows (the newsletter feature's, composed in by the app); `composing` opens its composer. */
export type NewsletterSlot = (props: { composing: boolean; onCloseComposer: () => void }) => ReactNode;

/** Přehled: live figures, the 5-second live block, quick actions, recent events and the newsletter. */
export function OverviewPage({ newsletter }: { newsletter: NewsletterSlot }) {
  const { data, error, refetch } = useQuery(ADMIN_OVERVIEW_QUERY, { pollInterval: LIVE_REFRESH_MS, fetchPolicy: 'cache-and-network' });
  const client = useApolloClient();
  const [newsletterOpen, setNewsletterOpen] = useState(false);
  const overview = data?.adminOverview;
  const loadUsers = async () => {
    const { data: users } = await client.query({ query: ADMIN_USERS_CSV_QUERY, variables: {}, fetchPolicy: 'network-only' });
    if (!users) throw new Error('no data');
    return csvFile(users.adminUsersCsv);
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
            <div><dt>Konverze na placené</dt><dd>{formatPercent(Math.round(overview.conversionRate * 100))}</dd></div>
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
              <Link className="ui-button ui-button--primary" to={ADD_BONUS_LINK}>
                Přidat bonus
              </Link>
              <DownloadButton label="Exportovat uživatele (CSV)" fileName="uzivatele.csv" load={loadUsers} />
              <Link className="ui-button ui-button--secondary" to="/admin/payouts">
                Výplaty a dávky pro banku
              </Link>
              <Button variant="secondary" onClick={() => setNewsletterOpen(true)}>
                Odeslat newsletter
              </Button>
              <Link className="ui-button ui-button--secondary" to="/admin/analytics">
                Zobrazit reporty
              </Link>
            </div>
          </section>
          {newsletter({ composing: newsletterOpen, onCloseComposer: () => setNewsletterOpen(false) })}
          <EarningsReviewSection />
          <section className="ui-card" aria-labelledby="activity-title">
            <h2 id="activity-title">Poslední aktivita</h2>
            <ul className="admin-activity">
              {overview.recentActivity.map((event, index) => (
                // Two members can do the same thing in the same second: the position keeps keys unique.
                <li key={`${index}-${event.kind}-${event.timestamp}`}>
                  <time dateTime={new Date(event.timestamp * 1000).toISOString()}>{formatCzechDateTime(new Date(event.timestamp * 1000))}</time> {event.text}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </section>
  );
}
