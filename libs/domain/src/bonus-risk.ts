import { RISK_MIN } from './bonuses';
import { riskLabel } from './dashboard';

/** The tones a status label comes in (libs/ui StatusLabel). */
export type LabelTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const RISK_TONES: readonly LabelTone[] = ['success', 'info', 'warning', 'danger', 'danger'];
const RISK_STATUS_LABELS = ['Bez rizika', 'Nízké riziko', 'Střední riziko', 'Vysoké riziko', 'Extrémní riziko'] as const;

/** A bonus's risk as one coloured label, the same on the card and the detail: "Střední riziko" in warning colours. */
export function riskStatus(level: number): { label: string; tone: LabelTone } {
  riskLabel(level); // refuses a level outside 1..5
  return { label: RISK_STATUS_LABELS[level - RISK_MIN], tone: RISK_TONES[level - RISK_MIN] };
}
