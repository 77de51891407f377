import { formatCzk, formatPercent } from '@bonus/domain';
import { OutcomeChart } from '@bonus/ui';
import type { BonusValueFiguresFragment } from '../gql/graphql';
import './bonus-value.css';

/**
 * What an offer is worth on one game (issue #53 §1): the usual outcome first, then the average
 * ("V 8 z 10 případů přijdete o celý vklad 1 000 Kč; v průměru 226 Kč, protočit 35 000 Kč"), the play the
 * figures assume, the expected loss and how the outcomes spread, the whole deposit lost in a bar of its own.
 */
export function BonusValueSummary({ value, chartTitle }: { value: BonusValueFiguresFragment; chartTitle: string }) {
  return (
    <div className="bonus-value">
      <p className="bonus-value__sentence">{value.headline}</p>
      <p className="bonus-value__note">{value.playAssumption}</p>
      <p className="bonus-value__note">
        Kasino si z protočení nechá v průměru {formatCzk(value.expectedLoss)} (RTP {formatPercent(value.rtp)}). Spočítáno přesně z rozložení výher hry, ne
        náhodnou simulací; skutečný výsledek jednoho průchodu může být jiný a není zaručený.
      </p>
      <OutcomeChart title={chartTitle} buckets={value.distribution} />
    </div>
  );
}
