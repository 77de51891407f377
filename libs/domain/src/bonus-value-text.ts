import type { ValueTerms } from './bonus-value-terms';
import { formatCzk } from './money';

const czechInteger = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 });
const czechAmount = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 2 });

/** A whole amount without the currency, with a true minus and non-breaking group spaces: −1 200, 1 100. */
function amount(czk: number): string {
  const text = czechInteger.format(Math.abs(Math.round(czk))).replace(/\s/g, '\u00a0');
  return czk <= -0.5 ? `\u2212${text}` : text;
}

/** Whole crowns with a true minus: "−200 Kč", "1 100 Kč". */
export const formatSignedCzk = (czk: number): string => `${amount(czk)}\u00a0Kč`;

/** "−200 až 1 100 Kč": the outcome of eight in ten play-throughs; one amount when p10 and p90 agree. */
export const outcomeRange = (value: { p10: number; p90: number }): string =>
  value.p10 === value.p90 ? formatSignedCzk(value.p10) : `${amount(value.p10)} až ${formatSignedCzk(value.p90)}`;

/** How many of ten play-throughs a share is, rounded. */
const inTen = (share: number) => Math.round(share * 10);

/** The figures of a value the sentences read (bonus-value.ts's BonusValue has them all). */
interface HeadlineFigures {
  expectedValue: number;
  p10: number;
  p90: number;
  wageringTotal: number;
  bustProbability: number;
}

/**
 * The offer's value in one sentence, the usual outcome first (issue #53 §1): when one in ten or more
 * play-throughs lose the whole balance, it says so before the average, so that a figure that rests on a
 * few big wins never reads as "this bonus pays".
 *  "V 8 z 10 případů přijdete o celý vklad 1 000 Kč; v průměru 226 Kč, protočit 35 000 Kč"
 *  "V 8 z 10 případů −200 až 1 100 Kč; v průměru 412 Kč, protočit 30 000 Kč"
 */
export function offerValueSentence(value: HeadlineFigures, deposit: number): string {
  const busts = inTen(value.bustProbability);
  const lost = deposit > 0 ? `přijdete o celý vklad ${formatCzk(deposit)}` : 'bonus propadne a nic nevyberete';
  const usual = busts >= 10 ? `Téměř vždy ${lost}` : busts >= 1 ? `V ${busts} z 10 případů ${lost}` : `V 8 z 10 případů ${outcomeRange(value)}`;
  return `${usual}; v průměru ${formatSignedCzk(value.expectedValue)}, protočit ${formatCzk(value.wageringTotal)}`;
}

/**
 * The play the figure assumes (issue #53 §1): the stake of each spin, when play stops, and the max-bet and
 * max-cashout rules applied. "Počítáme se sázkou 125 Kč na otočku (max. sázka) …".
 */
export function valuePlayAssumption(value: { stakePerSpin: number; wageringTotal: number }, terms: Pick<ValueTerms, 'max_bet' | 'max_cashout'>): string {
  if (value.wageringTotal === 0) {
    return terms.max_cashout === null ? 'Bonus nemá podmínku protočení: zůstatek lze vybrat hned.' : `Bonus nemá podmínku protočení: vybrat lze hned, nejvýš ${formatCzk(terms.max_cashout)} (max. výběr).`;
  }
  const stake = `${czechAmount.format(value.stakePerSpin).replace(/\s/g, '\u00a0')}\u00a0Kč`;
  const atMaxBet = value.stakePerSpin === terms.max_bet ? ' (max. sázka)' : '';
  const cashout = terms.max_cashout === null ? 'Výběr není omezen.' : `Vybrat lze nejvýš ${formatCzk(terms.max_cashout)} (max. výběr).`;
  return `Počítáme se sázkou ${stake} na otočku${atMaxBet}, a když zůstatek klesne pod ni, s vsazením celého zůstatku. Hraje se, dokud není protočeno ${formatCzk(value.wageringTotal)}, nebo dokud zůstatek nedojde. ${cashout}`;
}
