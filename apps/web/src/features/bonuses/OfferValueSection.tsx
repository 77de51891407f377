import { useQuery } from '@apollo/client/react';
import { errorMessage } from '@bonus/domain';
import { ErrorState } from '@bonus/ui';
import { BonusValueSummary } from '../../shared/bonus-value/BonusValueSummary';
import { OFFER_VALUES_QUERY } from './bonus-value.graphql';

/** Hodnota bonusu (issue #38 §1): what a casino offer is worth on each of its games; nothing when it has no terms. */
export function OfferValueSection({ bonusId }: { bonusId: number }) {
  const { data, error, refetch } = useQuery(OFFER_VALUES_QUERY, { variables: { bonusId } });
  if (error && !data) return <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />;
  if (!data?.offerValues.length) return null;
  return (
    <section className="offer-value" aria-labelledby={`offer-value-${bonusId}`}>
      <h3 id={`offer-value-${bonusId}`}>Hodnota bonusu</h3>
      {data.offerValues.map(({ game, value }) => (
        <div key={game.id} className="offer-value__game">
          <h4>{game.name}</h4>
          <BonusValueSummary value={value} chartTitle={`Rozložení výsledků na hře ${game.name}`} />
        </div>
      ))}
    </section>
  );
}
