import { useQuery } from '@apollo/client/react';
import { errorMessage } from '@bonus/domain';
import { ErrorState } from '@bonus/ui';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { BonusValueSummary } from '../../shared/bonus-value/BonusValueSummary';
import { OFFER_VALUES_QUERY } from './bonus-value.graphql';

const gameList = new Intl.ListFormat('cs', { type: 'conjunction' });

/**
 * "Jak to může dopadnout" (issues #38, #53 §1, #58): what a casino offer is worth, on its best game; nothing when
 * it has no terms. It follows the steps, collapsed to its one usual-outcome sentence until the member opens it
 * (issue #58 §3). That game's value is the offer's one value (the card's "Očekávaná hodnota", sorting's and
 * reports'), so only it is shown: the other games are named as worse, without a second figure to mistake for the offer's.
 */
export function OfferValueSection({ bonusId }: { bonusId: number }) {
  const { data, error, refetch } = useQuery(OFFER_VALUES_QUERY, { variables: { bonusId } });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (error && !data) return <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />;
  if (!data?.offerValues.length) return null;
  const best = data.offerValues.reduce((top, candidate) => (candidate.value.expectedValue > top.value.expectedValue ? candidate : top));
  const others = data.offerValues.filter((offer) => offer !== best).map(({ game }) => game.name);
  return (
    <section className="offer-value" aria-labelledby={`offer-value-${bonusId}`}>
      <h3 id={`offer-value-${bonusId}`}>
        <button type="button" className="offer-value__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          Jak to může dopadnout
          <ChevronDown size={20} aria-hidden="true" focusable="false" className="offer-value__chevron" />
        </button>
      </h3>
      {!open && <p className="bonus-value__sentence offer-value__teaser">{best.value.headline}</p>}
      <div id={panelId} className="offer-value__game" hidden={!open}>
        {open && (
          <>
            <h4>
              {best.game.name}
              {others.length > 0 && (
                <>
                  {' '}
                  <span className="ui-badge offer-value__best">Hodnota nabídky</span>
                </>
              )}
            </h4>
            <BonusValueSummary value={best.value} chartTitle={`Rozložení výsledků na hře ${best.game.name}`} />
            {others.length > 0 && (
              <p className="bonus-value__note offer-value__others">
                Hodnota nabídky je spočítaná na její nejlepší hře; {others.length === 1 ? 'na hře' : 'na hrách'} {gameList.format(others)} vychází nižší.
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
