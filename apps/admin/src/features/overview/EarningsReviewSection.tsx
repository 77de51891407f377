import { useMutation, useQuery } from '@apollo/client/react';
import { PENDING_EARNINGS_QUERY, PendingEarningsView, REVIEW_EARNINGS_MUTATION } from './overview.graphql';
import { errorMessage, formatCzechDate, formatCzk, pageCountOf } from '@bonus/domain';
import { Alert, Button, ErrorState, LoadingState, Pagination } from '@bonus/ui';
import { useState } from 'react';
import { failureText } from '../../shared/failure-text';

/**
 * Výdělky ke kontrole: earnings far above their bonus's expected value, confirmed by the member, that
 * count on the home page and in the totals only once approved here.
 */
export function EarningsReviewSection() {
  const [page, setPage] = useState(1);
  const { data: current, previousData, error, refetch } = useQuery(PENDING_EARNINGS_QUERY, { variables: { page: { currentPage: page } }, fetchPolicy: 'cache-and-network' });
  const data = current ?? previousData;

  const [review, { loading }] = useMutation(REVIEW_EARNINGS_MUTATION);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const decide = async (entry: PendingEarningsView, approve: boolean) => {
    setResult(null);
    try {
      await review({ variables: { id: entry.id, approve } });
      setResult({ kind: 'success', text: `${formatCzk(entry.reachedProfit)} za ${entry.bonusName}: ${approve ? 'schváleno, započítá se do statistik' : 'zamítnuto, do statistik se nezapočítá'}.` });
    } catch (problem) {
      setResult({ kind: 'error', text: failureText(problem) });
    }
    // Reviewing the only entry of a later page leaves that page empty: show the page before it.
    if (page > 1 && data?.pendingEarnings.items.length === 1) setPage(page - 1);
    else await refetch();
  };
  return (
    <section className="ui-card" aria-labelledby="earnings-review-title">
      <h2 id="earnings-review-title">Výdělky ke kontrole</h2>
      <p className="admin-total">Částky mnohem vyšší než očekávaný výnos bonusu se do veřejných statistik a součtů započítají až po schválení.</p>
      {result && <Alert kind={result.kind}>{result.text}</Alert>}
      {error && !data ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : data.pendingEarnings.totalCount === 0 ? (
        <p>Nic nečeká na kontrolu.</p>
      ) : (
        <ul className="admin-review-list">
          {data.pendingEarnings.items.map((entry) => (
            <li key={entry.id} data-testid="pending-earnings">
              <p>
                <strong>{entry.memberName}</strong>: {entry.bonusName} · zadáno {formatCzk(entry.reachedProfit)}, očekáváno {formatCzk(entry.expectedValue)} ·{' '}
                {formatCzechDate(new Date(entry.creationTimestamp * 1000))}
              </p>
              <div className="admin-actions">
                <Button disabled={loading} onClick={() => void decide(entry, true)} aria-label={`Schválit ${formatCzk(entry.reachedProfit)} od ${entry.memberName}`}>
                  Schválit
                </Button>
                <Button variant="secondary" disabled={loading} onClick={() => void decide(entry, false)} aria-label={`Zamítnout ${formatCzk(entry.reachedProfit)} od ${entry.memberName}`}>
                  Zamítnout
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination page={page} pageCount={pageCountOf(data.pendingEarnings)} onPage={setPage} label="Stránkování výdělků ke kontrole" />}
    </section>
  );
}
