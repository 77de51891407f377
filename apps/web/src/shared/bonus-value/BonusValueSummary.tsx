import { formatCzk, formatPercent, offerValueSentence, SIMULATION_RUNS } from '@bonus/domain';
import { OutcomeChart } from '@bonus/ui';
import type { BonusValueFiguresFragment } from '../gql/graphql';
import './bonus-value.css';

/**
 * What an offer is worth on one game: the sentence of issue #38 ("Očekávaná hodnota 412 Kč (v 8 z 10
 * případů −200 až 1 100 Kč), protočit 30 000 Kč"), the expected loss and its basis, and how the outcomes spread.
 */
export function BonusValueSummary({ value, chartTitle }: { value: BonusValueFiguresFragment; chartTitle: string }) {
  return (
    <div className="bonus-value">
      <p className="bonus-value__sentence">{offerValueSentence(value)}</p>
      <p className="bonus-value__note">
        Kasino si z protočení nechá v průměru {formatCzk(value.expectedLoss)} (RTP {formatPercent(value.rtp)}). Spočítáno z {SIMULATION_RUNS.toLocaleString('cs-CZ')} simulovaných průchodů
        podmínkami; skutečný výsledek může být jiný a není zaručený.
      </p>
      <OutcomeChart title={chartTitle} buckets={value.distribution} />
    </div>
  );
}
