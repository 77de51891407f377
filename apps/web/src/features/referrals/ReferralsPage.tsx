import { useQuery } from '@apollo/client/react';
import { REFERRALS_QUERY, TRANSACTION_STATS_QUERY } from './referrals.graphql';
import { DEFAULT_STATS_PERIOD, EMPTY_CHART_TEXTS, formatCzechDate, formatCzk, formatPercent, isEmptySeries, PAYOUT_STATUS_TONES, payoutTotalsByStatus } from '@bonus/domain';
import { LoadingState, Money, StatusLabel, TableScroll } from '@bonus/ui';
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
  const { me, referralCodes, referredUsers, referralRewardsTotal, transactions } = data;
  // Pending payouts are on their way to the bank: off the balance, not yet paid out.
  const payouts = payoutTotalsByStatus(transactions);
  const cards = [
    { label: 'K výběru', value: formatCzk(me.balance), testId: 'referral-balance' },
    { label: 'Vyděláno celkem', value: formatCzk(me.referralRevenue), testId: 'referral-revenue' },
    { label: 'Zpracovává se', value: formatCzk(payouts.pending), testId: 'referral-pending' },
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
                  <th scope="col" className="ui-num">
                    Vaše odměna
                  </th>
                </tr>
              </thead>
              <tbody>
                {referredUsers.map((user, index) => (
                  <tr key={`${user.name}-${index}`}>
                    <td>{user.name}</td>
                    <td>{dateOf(user.creationTimestamp)}</td>
                    <td>{user.tierName}</td>
                    <td className="ui-num">
                      <Money czk={user.referencerReward} />
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr data-testid="referral-rewards-total">
                  <th scope="row" colSpan={3}>
                    Celkem za celou dobu
                  </th>
                  <td className="ui-num">
                    <Money czk={referralRewardsTotal} />
                  </td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        )}
      </section>
      <section className="ui-card referral-section" aria-labelledby="transactions-title">
        <h2 id="transactions-title">Historie výplat</h2>
        {transactions.length === 0 ? (
          <p>Zatím žádné výplaty.</p>
        ) : (
          <>
            <p className="referral-totals" data-testid="payout-totals">
              Za celou dobu: vyplaceno <strong><Money czk={payouts.paid} /></strong>
              {payouts.pending > 0 && <> · zpracovává se <Money czk={payouts.pending} /></>}
              {payouts.failed > 0 && <> · vráceno <Money czk={payouts.failed} /></>}
            </p>
            <TableScroll label="Tabulka výplat">
              <table className="dash-table referral-table">
                <thead>
                  <tr>
                    <th scope="col">Datum</th>
                    <th scope="col" className="ui-num">
                      Částka
                    </th>
                    <th scope="col">Účet</th>
                    <th scope="col">Stav</th>
                    <th scope="col">Poznámka</th>
                  </tr>
                </thead>
                <tbody>
                  {transactions.map((payout) => (
                    <tr key={payout.id}>
                      <td>{dateOf(payout.creationTimestamp)}</td>
                      <td className="ui-num">
                        <Money czk={payout.amount} />
                      </td>
                      <td>{payout.bankAccount}</td>
                      <td>
                        <StatusLabel tone={PAYOUT_STATUS_TONES[payout.status]}>{payout.transStatusName}</StatusLabel>
                      </td>
                      <td>{payout.note}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </>
        )}
      </section>
    </section>
  );
}
