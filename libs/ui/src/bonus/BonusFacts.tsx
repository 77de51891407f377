import { formatCzk } from '@bonus/domain';
import type { BonusPresentation } from './bonus-presentation';
import { BonusRisk } from './BonusRisk';

/** The three key figures of an offer, the same on its card and in its detail. */
export function BonusFacts({ bonus }: { bonus: Pick<BonusPresentation, 'expectedValue' | 'neededCapital' | 'riskRate'> }) {
  return (
    <dl className="ui-facts">
      <div>
        <dt>Očekávaná hodnota</dt>
        <dd className="ui-money">{formatCzk(bonus.expectedValue)}</dd>
      </div>
      <div>
        <dt>Potřebný kapitál</dt>
        <dd className="ui-money">{formatCzk(bonus.neededCapital)}</dd>
      </div>
      <div>
        <dt>Riziko</dt>
        <dd>
          <BonusRisk level={bonus.riskRate} />
        </dd>
      </div>
    </dl>
  );
}
