import { formatCzechDate } from '@bonus/domain';
import { CircleCheck } from 'lucide-react';
import { Money } from '../money/Money';
import { StatusLabel } from '../components/StatusLabel';
import type { BonusStepPresentation } from './bonus-presentation';

interface BonusStepProgressProps {
  progress: NonNullable<BonusStepPresentation['progress']>;
  stepNumber: number;
  /** Confirms the step when its requirement is met and it may be completed now; absent otherwise. */
  onConfirm?: () => void;
  busy: boolean;
}

/**
 * What the member's statements show toward a step (issue #37): "2 ze 3 plateb, zbývá 27 dní", the payments
 * that counted, and once it is met a one-click confirmation (the step is never ticked behind their back).
 */
export function BonusStepProgress({ progress, stepNumber, onConfirm, busy }: BonusStepProgressProps) {
  return (
    <div className="bonus-step__progress" data-testid="bonus-step-progress">
      <p className="bonus-step__due">
        Podle výpisů: {progress.text}
        {progress.met && <StatusLabel tone="success">Podmínka splněna</StatusLabel>}
      </p>
      {progress.counted.length > 0 && (
        <ul className="bonus-step__counted" aria-label={`Započtené platby ke kroku ${stepNumber}`}>
          {progress.counted.map((payment) => (
            <li key={payment.id}>
              <span>{formatCzechDate(new Date(payment.bookedTimestamp * 1000))}</span>
              <span className="bonus-step__counterparty">{payment.counterparty ?? 'Bez protistrany'}</span>
              <Money czk={payment.amount} signed halere />
            </li>
          ))}
        </ul>
      )}
      {progress.met && onConfirm && (
        <button type="button" className="ui-button ui-button--primary bonus-step__confirm" disabled={busy} onClick={onConfirm}>
          <CircleCheck size={18} aria-hidden="true" focusable="false" />
          Potvrdit splnění kroku {stepNumber}
        </button>
      )}
    </div>
  );
}
