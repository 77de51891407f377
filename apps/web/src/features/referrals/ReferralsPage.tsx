import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { REFERRALS_QUERY, TRANSACTION_STATS_QUERY } from './referrals.graphql';
import { DEFAULT_STATS_PERIOD, EMPTY_CHART_TEXTS, formatCzk, formatPercent, isEmptySeries } from '@bonus/domain';
import { LoadingState } from '@bonus/ui';
import { useRedirectOnLoadFailure } from '../../shared/dashboard/load-failure';
import { ChartState, StatCards } from '../../shared/dashboard/StatCards';
import { PayoutSettings } from './PayoutSettings';
import { ReferralChart } from './ReferralChart';
import { ReferralLinks } from './ReferralLinks';
import { PayoutsTable, ReferredMembersTable } from './ReferralTables';
import './referrals.css';

/** Doporučení (the referral program): earnings, links, payouts, the monthly chart and the members the caller invited. */
export function ReferralsPage() {
  const [referredPage, setReferredPage] = useState(1);
  const [payoutsPage, setPayoutsPage] = useState(1);
  const { data: current, previousData, error } = useQuery(REFERRALS_QUERY, {
    variables: { referredPage: { currentPage: referredPage }, payoutsPage: { currentPage: payoutsPage } },
    fetchPolicy: 'cache-and-network',
  });
  // Turning a table's page keeps the screen as it was until the new page arrives.
  const data = current ?? previousData;
  const stats = useQuery(TRANSACTION_STATS_QUERY, { variables: { timePeriod: DEFAULT_STATS_PERIOD }, fetchPolicy: 'cache-and-network' });
  useRedirectOnLoadFailure(Boolean(error) && !data, 'DATA_LOAD_FAILED');
  if (!data) return <LoadingState label="Načítám doporučení…" />;
  const { me, referralCodes, referredUsers, referralRewardsTotal, transactions } = data;
  const cards = [
    { label: 'K výběru', value: formatCzk(me.balance), testId: 'referral-balance' },
    // The referred list's total, not the exact ledger sum rounded once: the card and the rows beside it agree (issue #58).
    { label: 'Vyděláno celkem', value: formatCzk(referralRewardsTotal), testId: 'referral-revenue' },
    { label: 'Zpracovává se', value: formatCzk(transactions.totals.pending), testId: 'referral-pending' },
    { label: 'Vyplaceno', value: formatCzk(me.paidOut), testId: 'referral-paid-out' },
    { label: 'Pozvaní členové', value: String(referredUsers.totalCount), testId: 'referral-count' },
  ];

  return (
    <section className="dash-page" aria-labelledby="referrals-title">
      <h1 id="referrals-title">Doporučení</h1>
      <p>Za každou platbu člena, kterého pozvete, získáte {formatPercent(me.tier.referralReward)} z toho, co zaplatí.</p>
      <StatCards cards={cards} />
      <div className="referral-columns">
        <ReferralLinks codes={referralCodes} />
        <PayoutSettings account={me} />
      </div>
      <section className="ui-card referral-section" aria-labelledby="referral-chart-title">
        <h2 id="referral-chart-title">Odměny za posledních 6 měsíců</h2>
        <ChartState failed={Boolean(stats.error)} loaded={Boolean(stats.data)} onRetry={() => void stats.refetch()} label="Odměny po měsících"
          empty={stats.data && isEmptySeries(stats.data.transactionStats.map((m) => m.reward)) && <p>{EMPTY_CHART_TEXTS.referrals}</p>}
        >
          {stats.data && <ReferralChart months={stats.data.transactionStats} />}
        </ChartState>
      </section>
      <section className="ui-card referral-section" aria-labelledby="referred-title">
        <h2 id="referred-title">Pozvaní členové</h2>
        <ReferredMembersTable users={referredUsers} total={referralRewardsTotal} paging={{ page: referredPage, onPage: setReferredPage }} />
      </section>
      <section className="ui-card referral-section" aria-labelledby="transactions-title">
        <h2 id="transactions-title">Historie výplat</h2>
        <PayoutsTable payouts={transactions} paging={{ page: payoutsPage, onPage: setPayoutsPage }} />
      </section>
    </section>
  );
}
