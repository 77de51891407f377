import { allStepsDone, formatCzechDeadline, formatFullCzechMoment, fromPreposition } from '@bonus/domain';
import type { ReactNode } from 'react';
import { StatusLabel } from '../components/StatusLabel';
import type { BonusStepPresentation } from './bonus-presentation';

interface BonusNextStepProps {
  steps: readonly BonusStepPresentation[];
  stepIdx: number;
  now: Date;
  /** The detail's one primary button: start, complete the step, or mark the offer done; absent when nothing can be done. */
  action?: ReactNode;
  /** The "⋯" menu of the detail's rarer actions. */
  menu?: ReactNode;
}

/**
 * What the offer detail leads with (issue #58 §3), kept at the top while its content scrolls: the member's
 * next unfinished step, its number of the total ("Další krok 2 z 5") and its deadline in calm words; once
 * every step is done, that they are. Beside it the detail's one primary action and its menu.
 */
export function BonusNextStep({ steps, stepIdx, now, action, menu }: BonusNextStepProps) {
  const total = steps.length;
  const done = allStepsDone(stepIdx, total);
  const next = done ? null : steps[stepIdx];
  const due = next?.due?.dueTimestamp ? new Date(next.due.dueTimestamp * 1000) : null;
  const of = `${fromPreposition(total)}\u00a0${total}`;
  return (
    <div className="bonus-next-step" data-testid="bonus-next-step" role="group" aria-label="Další krok">
      <div className="bonus-next-step__text">
        {next ? (
          <>
            <p className="bonus-next-step__count">
              {stepIdx === 0 ? 'Začněte krokem' : 'Další krok'} {stepIdx + 1}&nbsp;{of}
            </p>
            <p className="bonus-next-step__title">{next.title}</p>
            {due && (
              <p className="bonus-next-step__due">
                Splnit{' '}
                <time dateTime={due.toISOString()} title={formatFullCzechMoment(due)}>
                  {formatCzechDeadline(due, now)}
                </time>
                {next.due?.missed && <StatusLabel tone="danger">Termín zmeškán</StatusLabel>}
              </p>
            )}
          </>
        ) : (
          <>
            <p className="bonus-next-step__count">Všechny kroky splněny ({total}&nbsp;{of})</p>
            <p className="bonus-next-step__title">{total > 0 ? 'Zbývá zapsat, kolik jste získali.' : 'Nabídka nemá žádné kroky.'}</p>
          </>
        )}
      </div>
      {(action || menu) && (
        <div className="bonus-next-step__actions">
          {action}
          {menu}
        </div>
      )}
    </div>
  );
}
