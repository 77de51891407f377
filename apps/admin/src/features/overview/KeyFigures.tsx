import { COUNTED, czechMonthName, formatCount, pendingPayoutsSummary } from '@bonus/domain';
import { Money } from '@bonus/ui';
import { ArrowRight } from 'lucide-react';
import { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OverviewTrendsView } from './overview.graphql';
import { TrendChip } from './TrendChip';

function Figure({ label, value, children, testId }: { label: string; value: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="overview-figure" data-testid={testId}>
      <dt>{label}</dt>
      <dd className="overview-figure__value">{value}</dd>
      <dd className="overview-figure__more">{children}</dd>
    </div>
  );
}

/** The key figures of this month so far, each with its change against the same span of the month before, and the payouts waiting with the way to them. */
export function KeyFigures({ trends }: { trends: OverviewTrendsView }) {
  const monthName = czechMonthName(trends.month).split(' ')[0];
  const trend = (pair: { current: number; previous: number }) => <TrendChip current={pair.current} previous={pair.previous} previousMonth={trends.previousMonth} />;
  const { pendingPayouts } = trends;
  return (
    <dl className="overview-figures" aria-label="Klíčová čísla">
      <Figure label="Členové" value={trends.members.current.toLocaleString('cs-CZ')} testId="admin-total-users">
        {trend(trends.members)}
      </Figure>
      <Figure label={`Příjmy za ${monthName}`} value={<Money czk={trends.revenue.current} />}>
        {trend(trends.revenue)}
      </Figure>
      <Figure label={`Splněné bonusy za ${monthName}`} value={formatCount(trends.bonuses.current, COUNTED.bonus)}>
        {trend(trends.bonuses)}
      </Figure>
      <Figure label="Čekající výplaty" value={<Money czk={pendingPayouts.amount} />} testId="pending-payouts">
        <span className="overview-figure__note">{pendingPayoutsSummary(pendingPayouts.count, pendingPayouts.unbatched)}</span>
        {pendingPayouts.count > 0 && (
          <Link className="overview-figure__action" to="/admin/payouts">
            {pendingPayouts.unbatched > 0 ? 'Vytvořit dávku pro banku' : 'Zobrazit výplaty'}
            <ArrowRight aria-hidden="true" size={16} />
          </Link>
        )}
      </Figure>
    </dl>
  );
}
