import { useQuery } from '@apollo/client/react';
import { upcomingDeadlines } from '@bonus/domain';
import { ErrorState, Skeleton } from '@bonus/ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DeadlineList } from './DeadlineList';
import { UPCOMING_DEADLINES_QUERY } from './overview.graphql';
import { dashboardPath } from '../../shared/dashboard/dashboard-pages';

/** "Nejbližší termíny" on the overview: what the member must do next in the offers they started, and by when. */
export function UpcomingDeadlines() {
  const { data, error, refetch } = useQuery(UPCOMING_DEADLINES_QUERY, { fetchPolicy: 'cache-and-network' });
  const deadlines = useMemo(() => upcomingDeadlines(data?.bonuses ?? []), [data]);
  return (
    <section className="ui-card deadlines" aria-labelledby="deadlines-title" data-testid="upcoming-deadlines">
      <div className="deadlines__header">
        <h2 id="deadlines-title">Nejbližší termíny</h2>
        <Link to={dashboardPath('bonuses')}>Moje bonusy</Link>
      </div>
      {data ? (
        <DeadlineList deadlines={deadlines} />
      ) : error ? (
        <ErrorState message="Termíny se nepodařilo načíst." onRetry={() => void refetch()} />
      ) : (
        <Skeleton label="Načítám termíny…" count={3} />
      )}
    </section>
  );
}
