import { riskStatus } from '@bonus/domain';
import { StatusLabel } from '../components/StatusLabel';

/** A bonus's risk as one coloured label, the same on the card and the detail. */
export function BonusRisk({ level }: { level: number }) {
  const { label, tone } = riskStatus(level);
  return <StatusLabel tone={tone}>{label}</StatusLabel>;
}
