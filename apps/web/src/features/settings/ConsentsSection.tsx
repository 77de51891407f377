import { useQuery } from '@apollo/client/react';
import { CONSENTS_QUERY } from './settings.graphql';
import { errorMessage } from '@bonus/domain';
import { ConsentList, ErrorState, LoadingState } from '@bonus/ui';

/** Nastavení → Profil → Souhlasy: what the member agreed to, when, and under which terms. */
export function ConsentsSection() {
  // Always afresh: the marketing consent may have changed in another tab since.
  const { data, loading, error, refetch } = useQuery(CONSENTS_QUERY, { fetchPolicy: 'network-only' });
  return (
    <section className="dash-section" aria-labelledby="consents-title">
      <h2 id="consents-title">Souhlasy</h2>
      {loading && <LoadingState label="Načítám souhlasy…" />}
      {error && <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />}
      {data && <ConsentList consents={data.consents} />}
      <p>Novinky e-mailem zapnete nebo vypnete v části Notifikace.</p>
    </section>
  );
}
