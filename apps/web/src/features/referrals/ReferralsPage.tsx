import { useQuery } from '@apollo/client/react';
import { REFERRALS_QUERY, TRANSACTION_STATS_QUERY } from './referrals.graphql';
import { DEFAULT_STATS_PERIOD, EMPTY_CHART_TEXTS, formatCzechDate, formatCzk, formatPercent, isEmptySeries } from '@bonus/domain';
import { LoadingState, TableScroll } from '@bonus/ui';
import { useRedirectOnLoadFailure } from '../../shared/dashboard/load-failure';
import { ChartState, StatCards } from '../../shared/dashboard/StatCards';
import { PayoutSettings } from './PayoutSettings';
import { ReferralChart } from './ReferralChart';
import { ReferralLinks } from './ReferralLinks';
import './referrals.css';

const dateOf = (seconds: number) => formatCzechDate(new Date(seconds * 1000));

/** Doporučení (the referral program): earnings, links, payouts, the monthly chart and the members the caller invited. */
export function ReferralsPage() {
  const { data, error } = useQuery(REFERRALS_QUERY, { fetchPolicy: 'cache-and-network' });
  const stats = useQuery(TRANSACTION_STATS_QUERY, { variables: { timePeriod: DEFAULT_STATS_PERIOD }, fetchPolicy: 'cache-and-network' });
  useRedirectOnLoadFailure(Boolean(error) && !data, 'DATA_LOAD_FAILED');
  if (!data) return <LoadingState label="Načítám referral program…" />;
  const { me, referralCodes, referredUsers, transactions } = data;
  // On their way to the bank: off the balance, not yet paid out.
  const pendingPayouts = transactions.filter((payout) => payout.status === 'pending').reduce((sum, payout) => sum + payout.amount, 0);
  const cards = [
    { label: 'K výběru', value: formatCzk(me.balance), testId: 'referral-balance' },
    { label: 'Vyděláno celkem', value: formatCzk(me.referralRevenue), testId: 'referral-revenue' },
    { label: 'Zpracovává se', value: formatCzk(pendingPayouts), testId: 'referral-pending' },
    { label: 'Vyplaceno', value: formatCzk(me.paidOut), testId: 'referral-paid-out' },
    { label: 'Pozvaní členové', value: String(referredUsers.length), testId: 'referral-count' },
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
        {referredUsers.length === 0 ? (
          <p>Zatím jste nikoho nepozvali. Pošlete svůj odkaz přátelům.</p>
        ) : (
          <TableScroll label="Tabulka pozvaných členů">
            <table className="dash-table referral-table">
              <thead>
                <tr>
                  <th scope="col">Člen</th>
                  <th scope="col">Registrace</th>
                  <th scope="col">Členství</th>
                  <th scope="col">Vaše odměna</th>
                </tr>
              </thead>
              <tbody>
                {referredUsers.map((user, index) => (
                  <tr key={`${user.name}-${index}`}>
                    <td>{user.name}</td>
                    <td>{dateOf(user.creationTimestamp)}</td>
                    <td>{user.tierName}</td>
                    <td>{formatCzk(user.referencerReward)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      <section className="ui-card referral-section" aria-labelledby="transactions-title">
        <h2 id="transactions-title">Historie výplat</h2>
        {transactions.length === 0 ? (
          <p>Zatím žádné výplaty.</p>
        ) : (
          <TableScroll label="Tabulka výplat">
            <table className="dash-table referral-table">
              <thead>
                <tr>
                  <th scope="col">Datum</th>
                  <th scope="col">Částka</th>
                  <th scope="col">Účet</th>
                  <th scope="col">Stav</th>
                  <th scope="col">Poznámka</th>
                </tr>
              </thead>
              <tbody>
                {transactions.map((payout) => (
                  <tr key={payout.id}>
                    <td>{dateOf(payout.creationTimestamp)}</td>
                    <td>{formatCzk(payout.amount)}</td>
                    <td>{payout.bankAccount}</td>
                    <td>{payout.transStatusName}</td>
                    <td>{payout.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </section>
  );
}
