import { formatCzechDeadline, formatFullCzechMoment, StepStatus, stepStatus } from '@bonus/domain';
import { Check, Lock } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { StepIcon } from '../brand/StepIcon';
import { RichText } from '../components/RichText';
import { StatusLabel } from '../components/StatusLabel';
import type { BonusStepPresentation } from './bonus-presentation';
import { BonusStepProgress } from './BonusStepProgress';

const STATUS_LABELS: Record<StepStatus, string> = { completed: 'Hotovo', active: 'Právě plníte', available: 'K dispozici', locked: 'Zamčeno' };

interface BonusStepsProps {
  steps: BonusStepPresentation[];
  stepIdx: number;
  now: Date;
  /** Bonuses whose steps cannot be recorded now (locked, not started, ended): no step is "Právě plníte". */
  readOnly: boolean;
  /** Where the member uploads a newer statement, beside a step's progress from their statements. */
  statementLink?: ReactNode;
}

/**
 * The guided steps (spec section 4), each with its deadline in the calm wording of the cards ("Splnit zítra
 * do 9:30") and its progress from the member's statements. Completing and undoing live in the detail's
 * next-step bar and its menu (issue #58 §3): one primary action in the detail, not one per step.
 */
export function BonusSteps({ steps, stepIdx, now, readOnly, statementLink }: BonusStepsProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(Math.min(stepIdx, steps.length - 1));
  return (
    <ol className="bonus-steps">
      {steps.map((step, index) => {
        const status = stepStatus(index, stepIdx, openIndex, readOnly);
        const open = openIndex === index;
        const due = step.due?.dueTimestamp ? new Date(step.due.dueTimestamp * 1000) : null;
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
            {due && (
              <p className="bonus-step__due" data-testid="bonus-step-due">
                <span>
                  Splnit{' '}
                  <time dateTime={due.toISOString()} title={formatFullCzechMoment(due)}>
                    {formatCzechDeadline(due, now)}
                  </time>
                </span>
                {step.due?.missed && <StatusLabel tone="danger">Termín zmeškán</StatusLabel>}
              </p>
            )}
            {step.progress && <BonusStepProgress progress={step.progress} stepNumber={index + 1} statementLink={statementLink} />}
            {step.warning && (
              <p className="bonus-step__warning" role="note">
                {step.warning}
              </p>
            )}
            {open && (
              <div className="bonus-step__body">
                <RichText html={step.description} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
