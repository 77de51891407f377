import { useQuery } from '@apollo/client/react';
import { ADMIN_OVERVIEW_QUERY, ADMIN_OVERVIEW_TRENDS_QUERY } from './overview.graphql';
import { errorMessage, formatCzk, formatPercent } from '@bonus/domain';
import { Button, DownloadButton, ErrorState, LoadingState } from '@bonus/ui';
import { ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ADD_BONUS_LINK } from '../../shared/add-bonus-link';
import { RefreshNotice } from '../../shared/RefreshNotice';
import { useLiveQuery } from '../../shared/use-live-query';
import { useUsersCsv } from '../../shared/users-csv';
import { ActivityFeed } from './ActivityFeed';
import { EarningsReviewSection } from './EarningsReviewSection';
import { KeyFigures } from './KeyFigures';
import { MissedStepsChart } from './MissedStepsChart';
import { RevenueChart } from './RevenueChart';
import './overview.css';

/** The live block refreshes every 5 s (spec section 9). */
const LIVE_REFRESH_MS = 5000;

/** The newsletter block the overview shows (the newsletter feature's, composed in by the app); `composing` opens its composer. */
export type NewsletterSlot = (props: { composing: boolean; onCloseComposer: () => void }) => ReactNode;

/** Přehled: key figures with their trend, the revenue and missed-steps charts, the 5-second live block, quick actions, recent activity by day and the newsletter. */
export function OverviewPage({ newsletter }: { newsletter: NewsletterSlot }) {
  const live = useLiveQuery(ADMIN_OVERVIEW_QUERY, { pollInterval: LIVE_REFRESH_MS });
  const trendsQuery = useQuery(ADMIN_OVERVIEW_TRENDS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [newsletterOpen, setNewsletterOpen] = useState(false);
  const overview = live.data?.adminOverview;
  const trends = trendsQuery.data?.adminOverviewTrends;
  const loadUsers = useUsersCsv();

  return (
    <section className="admin-page" aria-labelledby="overview-title">
      <h1 id="overview-title">Přehled</h1>
      {live.firstLoadFailed || (trendsQuery.error && !trends) ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => {
            live.retry();
            void trendsQuery.refetch();
          }} />
      ) : !overview || !trends ? (
        <LoadingState />
      ) : (
        <>
          <KeyFigures trends={trends} />
          <p className="admin-total overview-basis">Změny proti stejnému období předchozího měsíce (od 1. dne do dneška).</p>
          <div className="overview-columns">
            <div className="overview-columns__main">
              <RevenueChart trends={trends} />
              <MissedStepsChart months={trends.missedStepsByMonth} />
              <ActivityFeed events={overview.recentActivity} />
            </div>
            <div className="overview-columns__side">
              <section className="ui-card admin-live" aria-labelledby="live-title">
                <h2 id="live-title">Právě teď</h2>
                <dl className="overview-facts">
                  <div><dt>Aktivní uživatelé (15 min)</dt><dd className="ui-num">{overview.activeUsers}</dd></div>
                  <div><dt>Dnes splněné bonusy</dt><dd className="ui-num">{overview.todayBonuses}</dd></div>
                  <div><dt>Dnešní příjem</dt><dd className="ui-num">{formatCzk(overview.todayIncome)}</dd></div>
                </dl>
                <p className="admin-live__note">Obnovuje se každých 5 sekund.</p>
                <RefreshNotice staleSince={live.staleSince} />
              </section>
              <section className="ui-card" aria-labelledby="totals-title">
                <h2 id="totals-title">Celkem</h2>
                <dl className="overview-facts">
                  <div><dt>Aktivní bonusy</dt><dd className="ui-num">{overview.activeBonuses}</dd></div>
                  <div><dt>Výdělky členů celkem</dt><dd className="ui-num">{formatCzk(overview.totalEarnings)}</dd></div>
                  <div><dt>Konverze na placené</dt><dd className="ui-num">{formatPercent(Math.round(overview.conversionRate * 100))}</dd></div>
                </dl>
              </section>
              <section className="ui-card" aria-labelledby="actions-title">
                <h2 id="actions-title">Rychlé akce</h2>
                <div className="overview-actions">
                  <Link className="ui-button ui-button--primary" to={ADD_BONUS_LINK}>
                    Přidat bonus
                  </Link>
                  <DownloadButton label="Exportovat uživatele (CSV)" fileName="uzivatele.csv" load={loadUsers} />
                  <Button variant="secondary" onClick={() => setNewsletterOpen(true)}>
                    Odeslat newsletter
                  </Button>
                  <Link className="ui-button ui-button--secondary" to="/admin/analytics">
                    Zobrazit reporty
                  </Link>
                </div>
              </section>
            </div>
          </div>
          {newsletter({ composing: newsletterOpen, onCloseComposer: () => setNewsletterOpen(false) })}
          <EarningsReviewSection />
        </>
      )}
    </section>
  );
}
