import type { BonusValue } from './bonus-value';
import { formatCzk } from './money';

const czechInteger = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 });

/** A whole amount without the currency, with a true minus and non-breaking group spaces: −1 200, 1 100. */
function amount(czk: number): string {
  const text = czechInteger.format(Math.abs(Math.round(czk))).replace(/\s/g, '\u00a0');
  return czk <= -0.5 ? `\u2212${text}` : text;
}

/** Whole crowns with a true minus: "−200 Kč", "1 100 Kč". */
export const formatSignedCzk = (czk: number): string => `${amount(czk)}\u00a0Kč`;

/** "−200 až 1 100 Kč": the outcome of eight in ten play-throughs; one amount when p10 and p90 agree. */
export const outcomeRange = (value: Pick<BonusValue, 'p10' | 'p90'>): string =>
  value.p10 === value.p90 ? formatSignedCzk(value.p10) : `${amount(value.p10)} až ${formatSignedCzk(value.p90)}`;

/** "Očekávaná hodnota 412 Kč (v 8 z 10 případů −200 až 1 100 Kč), protočit 30 000 Kč". */
export function offerValueSentence(value: Pick<BonusValue, 'expectedValue' | 'p10' | 'p90' | 'wageringTotal'>): string {
  return `Očekávaná hodnota ${formatSignedCzk(value.expectedValue)} (v 8 z 10 případů ${outcomeRange(value)}), protočit ${formatCzk(value.wageringTotal)}`;
}
