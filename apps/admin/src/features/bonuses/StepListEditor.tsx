import {
  addCustomStep,
  addTemplateStep,
  BonusType,
  canAddCustomStep,
  editStep,
  FormStep,
  moveStep,
  removeStep,
  RequirementDraft,
  requirementDraftSummary,
  STEP_ICON_LABELS,
  STEP_ICONS,
  STEP_TEMPLATES,
  stepDeadlineDaysError,
  typedStepDeadlineSummary,
} from '@bonus/domain';
import { Button, StepIcon, TextField } from '@bonus/ui';
import { useState } from 'react';
import { SortableList } from '../../shared/SortableList';
import { RichTextEditor } from '../../shared/RichTextEditor';
import { StepRequirementField } from './StepRequirementField';

/** The custom-step form; an edited step keeps its deadline and requirement (set on its row) while it is in the form. */
const EMPTY_DRAFT = { title: '', subtitle: '', description: '', icon: STEP_ICONS[0] as string, deadlineDays: '', requirement: null as RequirementDraft | null };

/** Steps of a bonus: predefined templates of its type, custom steps, edit, remove, drag-and-drop order (mouse or keyboard), each step's deadline and what it needs from statements. */
export function StepListEditor({ bonusType, steps, onChange }: { bonusType: BonusType | ''; steps: FormStep[]; onChange: (steps: FormStep[]) => void }) {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const templates = bonusType ? STEP_TEMPLATES[bonusType] : [];
  const editInForm = (id: string) => {
    const edited = editStep(steps, id);
    if (edited.draft) {
      const { title, subtitle, description, icon, deadlineDays, requirement } = edited.draft;
      setDraft({ title, subtitle, description, icon, deadlineDays, requirement: requirement ?? null });
    }
    onChange(edited.steps);
  };
  const setStep = (id: string, patch: { deadlineDays: string } | { requirement: RequirementDraft | null }) => onChange(steps.map((step) => (step.id === id ? { ...step, ...patch } : step)));

  return (
    <fieldset className="step-editor">
      <legend>Kroky</legend>
      {steps.length === 0 ? (
        <p className="step-editor__empty">Zatím žádný krok.</p>
      ) : (
        <SortableList
          items={steps}
          testId="form-step"
          onMove={(from, to) => onChange(moveStep(steps, from, to))}
          itemLabel={(step) => `krok ${step.order + 1}: ${step.title}`}
          renderItem={(step) => {
            const deadline = typedStepDeadlineSummary(step.deadlineDays);
            const counted = step.requirement ? requirementDraftSummary(step.requirement) : null;
            return (
              <>
                <span className="step-editor__icon">
                  <StepIcon icon={step.icon} />
                </span>
                <span className="sortable-row__title">
                  {step.order + 1}. {step.title} <small>{step.subtitle}</small>
                  {deadline && <span className="step-editor__deadline">{deadline}</span>}
                  {counted && <span className="step-editor__deadline">{counted}</span>}
                </span>
                <div className="step-editor__deadline-field">
                  <TextField
                    label="Lhůta od začátku"
                    aria-label={`Lhůta od začátku – krok ${step.order + 1}: ${step.title}`}
                    unit="dní"
                    inputMode="numeric"
                    placeholder="bez lhůty"
                    value={step.deadlineDays}
                    error={stepDeadlineDaysError(step.deadlineDays) ?? undefined}
                    onChange={(e) => setStep(step.id, { deadlineDays: e.target.value })}
                  />
                </div>
                <StepRequirementField stepLabel={`krok ${step.order + 1}: ${step.title}`} requirement={step.requirement ?? null} onChange={(requirement) => setStep(step.id, { requirement })} />
                <Button variant="secondary" onClick={() => editInForm(step.id)} aria-label={`Upravit krok ${step.title}`}>
                  Upravit
                </Button>
                <Button variant="secondary" onClick={() => onChange(removeStep(steps, step.id))} aria-label={`Odebrat krok ${step.title}`}>
                  Odebrat
                </Button>
              </>
            );
          }}
        />
      )}
      {templates.length > 0 && (
        <div className="step-editor__templates">
          <span>Předdefinované kroky:</span>
          {templates.map((template) => (
            <Button key={template.id} variant="secondary" onClick={() => onChange(addTemplateStep(steps, template))}>
              + {template.title}
            </Button>
          ))}
        </div>
      )}
      <div className="step-editor__custom">
        <h4>Vlastní krok</h4>
        <TextField label="Název kroku" value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
        <TextField label="Podtitul kroku" value={draft.subtitle} onChange={(e) => setDraft({ ...draft, subtitle: e.target.value })} />
        <RichTextEditor label="Popis kroku" value={draft.description} onChange={(description) => setDraft((d) => ({ ...d, description }))} />
        <div role="radiogroup" aria-label="Ikona kroku" className="icon-picker">
          {STEP_ICONS.map((icon) => (
            <button key={icon} type="button" role="radio" aria-checked={draft.icon === icon} aria-label={`Ikona ${STEP_ICON_LABELS[icon]}`} title={STEP_ICON_LABELS[icon]} onClick={() => setDraft({ ...draft, icon })}>
              <StepIcon icon={icon} size={18} />
            </button>
          ))}
        </div>
        <Button
          disabled={!canAddCustomStep(draft)}
          onClick={() => {
            onChange(addCustomStep(steps, draft));
            setDraft(EMPTY_DRAFT);
          }}
        >
          Přidat vlastní krok
        </Button>
      </div>
    </fieldset>
  );
}
