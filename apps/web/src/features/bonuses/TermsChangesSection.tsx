import { useQuery } from '@apollo/client/react';
import { ErrorState, LoadingState, StatusLabel } from '@bonus/ui';
import { BONUS_TERMS_QUERY, BonusView } from './bonuses.graphql';
import { TermsChangeList } from './TermsChangeList';
import { useCompanyName } from './useCompanyName';

/** "Podmínky se změnily": the changes since the version the member started under. */
export function TermsChangesSection({ bonus }: { bonus: Pick<BonusView, 'id' | 'startedTermsVersion' | 'startedTimestamp'> }) {
  const { data, error, refetch } = useQuery(BONUS_TERMS_QUERY, { variables: { bonusId: bonus.id }, fetchPolicy: 'cache-and-network' });
  const companyName = useCompanyName();
  const since = bonus.startedTermsVersion ?? 0;
  const versions = data?.bonusTerms.filter((version) => version.version > since) ?? [];
  return (
    <section className="bonus-terms-changes" aria-labelledby={`bonus-${bonus.id}-terms`}>
      <h3 id={`bonus-${bonus.id}-terms`}>
        <StatusLabel tone="warning">Podmínky se změnily</StatusLabel>
      </h3>
      <p>Od doby, kdy jste nabídku začali, se v podmínkách změnilo:</p>
      {error && !data ? (
        <ErrorState message={'Změny podmínek se nepodařilo načíst.'} onRetry={() => void refetch()} />
      ) : !data || !companyName ? (
        <LoadingState label="Načítám změny podmínek…" />
      ) : (
        <TermsChangeList versions={versions} companyName={companyName} startedTimestamp={bonus.startedTimestamp} />
      )}
    </section>
  );
}
