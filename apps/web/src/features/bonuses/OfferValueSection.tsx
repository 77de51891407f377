import { useQuery } from '@apollo/client/react';
import { errorMessage } from '@bonus/domain';
import { ErrorState } from '@bonus/ui';
import { BonusValueSummary } from '../../shared/bonus-value/BonusValueSummary';
import { OFFER_VALUES_QUERY } from './bonus-value.graphql';

/**
 * Hodnota bonusu (issues #38, #53 §1): what a casino offer is worth on each of its games; nothing when it has
 * no terms. The best game's value is the offer's one value (the card's, sorting's and reports'): it says so.
 */
export function OfferValueSection({ bonusId }: { bonusId: number }) {
  const { data, error, refetch } = useQuery(OFFER_VALUES_QUERY, { variables: { bonusId } });
  if (error && !data) return <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />;
  if (!data?.offerValues.length) return null;
  const offerValue = Math.max(...data.offerValues.map(({ value }) => value.expectedValue));
  const offerGameId = data.offerValues.find(({ value }) => value.expectedValue === offerValue)?.game.id;
  return (
    <section className="offer-value" aria-labelledby={`offer-value-${bonusId}`}>
      <h3 id={`offer-value-${bonusId}`}>Hodnota bonusu</h3>
      {data.offerValues.map(({ game, value }) => (
        <div key={game.id} className="offer-value__game">
          <h4>
            {game.name}
            {game.id === offerGameId && data.offerValues.length > 1 && (
              <>
                {' '}
                <span className="ui-badge offer-value__best">Hodnota nabídky</span>
              </>
            )}
          </h4>
          <BonusValueSummary value={value} chartTitle={`Rozložení výsledků na hře ${game.name}`} />
        </div>
      ))}
    </section>
  );
}
