import { formatCzechDate } from '@bonus/domain';
import type { ReactNode } from 'react';
import { Money } from '../money/Money';
import { StatusLabel } from '../components/StatusLabel';
import type { BonusStepPresentation } from './bonus-presentation';

interface BonusStepProgressProps {
  progress: NonNullable<BonusStepPresentation['progress']>;
  stepNumber: number;
  /** Where the member uploads a newer statement (the member app's statements page); absent in the admin's preview. */
  statementLink?: ReactNode;
}

/**
 * What the member's statements show toward a step (issues #37, #58 §3): a bar "2 ze 3 plateb" with what is
 * missing and the time left, the payments that counted, and where to upload a newer statement. The step is
 * confirmed from the detail's next-step bar, never ticked behind the member's back.
 */
export function BonusStepProgress({ progress, stepNumber, statementLink }: BonusStepProgressProps) {
  const { words } = progress;
  const percent = Math.round(progress.share * 100);
  return (
    <div className="bonus-step__progress" data-testid="bonus-step-progress">
      <p className="bonus-step__progress-line">
        <span>
          Podle výpisů: <strong data-testid="bonus-step-progress-done">{words.done}</strong>
          {words.missing && <> · {words.missing}</>} · {words.time}
        </span>
        {progress.met && <StatusLabel tone="success">Podmínka splněna</StatusLabel>}
      </p>
      <div
        className={`bonus-step__bar${progress.met ? ' is-met' : ''}`}
        role="progressbar"
        aria-label={`Krok ${stepNumber} podle výpisů`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={words.done}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
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
      {statementLink && !progress.met && <p className="bonus-step__statement-link">{statementLink}</p>}
    </div>
  );
}
