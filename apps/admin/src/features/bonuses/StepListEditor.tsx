import { closestCenter, DndContext, DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { addCustomStep, addTemplateStep, BonusType, canAddCustomStep, editStep, FormStep, moveStep, removeStep, STEP_ICONS, STEP_TEMPLATES } from '@bonus/domain';
import { Button, TextField } from '@bonus/ui';
import { useState } from 'react';
import { RichTextEditor } from './RichTextEditor';

const EMPTY_DRAFT = { title: '', subtitle: '', description: '', icon: STEP_ICONS[0] as string };

function SortableStep({ step, onEdit, onRemove }: { step: FormStep; onEdit: () => void; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: step.id });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={`step-row${isDragging ? ' step-row--dragging' : ''}`} data-testid="form-step">
      <button type="button" className="step-row__handle" aria-label={`Přesunout krok ${step.order + 1}: ${step.title}`} {...attributes} {...listeners}>
        ⠿
      </button>
      <span aria-hidden="true">{step.icon}</span>
      <span className="step-row__title">
        {step.order + 1}. {step.title} <small>{step.subtitle}</small>
      </span>
      <Button variant="secondary" onClick={onEdit} aria-label={`Upravit krok ${step.title}`}>
        Upravit
      </Button>
      <Button variant="secondary" onClick={onRemove} aria-label={`Odebrat krok ${step.title}`}>
        Odebrat
      </Button>
    </li>
  );
}

/** Steps of a bonus: predefined templates of its type, custom steps, edit, remove and drag-and-drop order (mouse or keyboard). */
export function StepListEditor({ bonusType, steps, onChange }: { bonusType: BonusType | ''; steps: FormStep[]; onChange: (steps: FormStep[]) => void }) {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const templates = bonusType ? STEP_TEMPLATES[bonusType] : [];

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveStep(steps, steps.findIndex((s) => s.id === active.id), steps.findIndex((s) => s.id === over.id)));
  };

  return (
    <fieldset className="step-editor">
      <legend>Kroky</legend>
      {steps.length === 0 ? (
        <p className="step-editor__empty">Zatím žádný krok.</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: 'Krok zvednete mezerníkem, posunete šipkami a položíte mezerníkem. Escape přesun zruší.' },
          }}
        >
          <SortableContext items={steps.map((s) => s.id)} strategy={verticalListSortingStrategy}>
            <ol className="step-list">
              {steps.map((step) => (
                <SortableStep
                  key={step.id}
                  step={step}
                  onRemove={() => onChange(removeStep(steps, step.id))}
                  onEdit={() => {
                    const edited = editStep(steps, step.id);
                    if (edited.draft) setDraft({ title: edited.draft.title, subtitle: edited.draft.subtitle, description: edited.draft.description, icon: edited.draft.icon });
                    onChange(edited.steps);
                  }}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
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
            <button key={icon} type="button" role="radio" aria-checked={draft.icon === icon} aria-label={`Ikona ${icon}`} onClick={() => setDraft({ ...draft, icon })}>
              {icon}
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
