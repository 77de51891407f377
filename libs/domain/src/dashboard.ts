import { RISK_MAX, RISK_MIN } from './bonuses';

/** Header greeting by the hour of day (spec section 2, Layout). */
export function greeting(hour: number): string {
  if (hour < 12) return 'Dobré ráno';
  if (hour < 18) return 'Dobré odpoledne';
  return 'Dobrý večer';
}

/** Czech names of the risk levels 1..5 (none, low, medium, high, extreme). */
export const RISK_LABELS = ['Žádné', 'Nízké', 'Střední', 'Vysoké', 'Extrémní'] as const;

function assertRisk(level: number): void {
  if (!Number.isInteger(level) || level < RISK_MIN || level > RISK_MAX) throw new RangeError(`Risk must be 1..5, got ${level}`);
}

export function riskLabel(level: number): string {
  assertRisk(level);
  return RISK_LABELS[level - RISK_MIN];
}

/** The gauge needle: 45° per level from -90° (level 1) to +90° (level 5). */
export function riskGaugeAngle(level: number): number {
  assertRisk(level);
  return -90 + 45 * (level - RISK_MIN);
}

/** Marks for a count axis: whole numbers only (no "0.2 bonusu"), from 0 to at least `maximum`, at most `steps` steps. */
export function wholeNumberTicks(maximum: number, steps = 4): number[] {
  const top = Math.max(1, Math.ceil(maximum));
  const step = Math.ceil(top / steps);
  return Array.from({ length: Math.ceil(top / step) + 1 }, (_, index) => index * step);
}

/** A chart of nothing but zeros tells a member nothing; the screens say what to do instead. */
export function isEmptySeries(values: readonly number[]): boolean {
  return values.every((value) => value === 0);
}

export const EMPTY_CHART_TEXTS = {
  earnings: 'Zatím tu nejsou žádné výdělky. Vyberte si bonus, splňte jeho kroky a zapište, kolik jste získali – graf se pak začne plnit.',
  referrals: 'Zatím žádné odměny. Pošlete svůj odkaz přátelům: z každé jejich platby za členství dostanete podíl a uvidíte ho tady.',
} as const;

/** The success rate arrives as a share (0..1) and is shown in percent. */
export function successRatePercent(rate: number): number {
  return Math.round(rate * 100);
}
