import { canCompleteStep, formatCzechDateTime, StepStatus, stepStatus } from '@bonus/domain';
import { Check, Lock } from 'lucide-react';
import { StepIcon } from '../brand/StepIcon';
import { RichText } from '../components/RichText';
import { StatusLabel } from '../components/StatusLabel';
import type { BonusStepPresentation } from './bonus-presentation';
import { BonusStepProgress } from './BonusStepProgress';
import { useState } from 'react';

const STATUS_LABELS: Record<StepStatus, string> = { completed: 'Hotovo', active: 'Právě plníte', available: 'K dispozici', locked: 'Zamčeno' };

interface BonusStepsProps {
  steps: BonusStepPresentation[];
  stepIdx: number;
  /** Saving a step: no buttons work until it is done. */
  busy: boolean;
  /** Bonuses whose steps cannot be recorded now (locked, not started, ended) show them without actions. */
  readOnly: boolean;
  onRecord: (stepIdx: number) => void;
}

/**
 * The guided steps (spec section 4): a step can be completed only when it is the first or the previous
 * one is done; completing step n records n + 1, undoing it records n and clears every later step.
 */
export function BonusSteps({ steps, stepIdx, busy, readOnly, onRecord }: BonusStepsProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(Math.min(stepIdx, steps.length - 1));
  const complete = (index: number) => {
    onRecord(index + 1);
    setOpenIndex(index + 1 < steps.length ? index + 1 : index);
  };
  return (
    <ol className="bonus-steps">
      {steps.map((step, index) => {
        const status = stepStatus(index, stepIdx, openIndex, readOnly);
        const open = openIndex === index;
        // A met requirement is confirmed from its progress line: the step's own button would do the same twice.
        const confirmable = Boolean(step.progress?.met) && !readOnly && status !== 'completed' && canCompleteStep(index, stepIdx, steps.length);
        return (
          <li key={step.id} className={`bonus-step bonus-step--${status}`} data-testid="bonus-step" data-status={status}>
            <button type="button" className="bonus-step__header" aria-expanded={open} onClick={() => setOpenIndex(open ? null : index)}>
              <span className="bonus-step__icon" aria-hidden="true">
                {status === 'completed' ? <Check size={20} focusable="false" /> : status === 'locked' ? <Lock size={20} focusable="false" /> : <StepIcon icon={step.icon} />}
              </span>
              <span className="bonus-step__titles">
                <strong>
                  {index + 1}. {step.title}
                </strong>
                <span>{step.subtitle}</span>
              </span>
              <span className="bonus-step__status">{STATUS_LABELS[status]}</span>
            </button>
            {step.due?.dueTimestamp && (
              <p className="bonus-step__due" data-testid="bonus-step-due">
                Splnit do {formatCzechDateTime(new Date(step.due.dueTimestamp * 1000))}
                {step.due.missed && <StatusLabel tone="danger">Termín zmeškán</StatusLabel>}
              </p>
            )}
            {step.progress && (
              <BonusStepProgress
                progress={step.progress}
                stepNumber={index + 1}
                busy={busy}
                onConfirm={confirmable ? () => complete(index) : undefined}
              />
            )}
            {step.warning && (
              <p className="bonus-step__warning" role="note">
                {step.warning}
              </p>
            )}
            {open && (
              <div className="bonus-step__body">
                <RichText html={step.description} />
                {!readOnly &&
                  !confirmable &&
                  (status === 'completed' ? (
                    <button type="button" className="ui-button ui-button--secondary" disabled={busy} onClick={() => onRecord(index)}>
                      Vrátit krok {index + 1}
                    </button>
                  ) : (
                    <>
                      <button
                        type="button"
                        className="ui-button ui-button--primary"
                        disabled={busy || !canCompleteStep(index, stepIdx, steps.length)}
                        onClick={() => complete(index)}
                      >
                        Splnit krok {index + 1}
                      </button>
                      {status === 'locked' && <p className="bonus-step__hint">Nejdříve dokončete předchozí krok.</p>}
                    </>
                  ))}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
