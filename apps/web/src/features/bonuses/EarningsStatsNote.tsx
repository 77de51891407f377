import { earningsStatsText } from '@bonus/domain';
import { Users } from 'lucide-react';
import type { BonusView } from './bonuses.graphql';

/** What members' approved results of the offer were: "Medián 1 020 Kč, polovina členů 900–1 150 Kč (za posledních 12 měsíců, 143 výsledků)", or "Zatím málo výsledků". */
export function EarningsStatsNote({ stats }: { stats: BonusView['earningsStats'] }) {
  return (
    <p className="earnings-stats" data-testid="earnings-stats">
      <Users aria-hidden="true" size={16} />
      <span>
        <span className="earnings-stats__label">Výsledky členů: </span>
        {earningsStatsText(stats ?? null)}
      </span>
    </p>
  );
}
