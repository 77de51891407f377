import { useMutation, useQuery } from '@apollo/client/react';
import { CATALOGUE_OPTIONS_QUERY, CREATE_BONUS_MUTATION, UPDATE_BONUS_MUTATION } from './admin-bonuses.graphql';
import {
  AdminBonusForm,
  adminBonusFormSchema,
  BONUS_TYPE_LABELS,
  BONUS_TYPES,
  BonusFormAction,
  errorMessage,
  fieldErrors,
  formToBonusWrite,
  localInputToSeconds,
  NEEDED_CAPITAL_HINT_CZK,
  RISK_CATEGORIES,
  RISK_LABELS,
  secondsToLocalInput,
  SPECIAL_MARK_LABELS,
  SPECIAL_MARKS,
  submissionFor,
  toggleSpecialMark,
} from '@bonus/domain';
import { Alert, Button, ErrorState, Modal, TextField } from '@bonus/ui';
import { FormEvent, useState } from 'react';
import { RichTextEditor } from '../../shared/RichTextEditor';
import { RenewingDaysField } from './RenewingDaysField';
import { GamesField } from './GamesField';
import { StepListEditor } from './StepListEditor';

interface BonusFormModalProps {
  action: BonusFormAction;
  initial: AdminBonusForm;
  /** The edited bonus; add and duplicate have none. */
  bonusId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Validity and visibility, each window on its own row. */
const DATE_ROWS = [
  [
    ['startTimestamp', 'Začátek platnosti'],
    ['endTimestamp', 'Konec platnosti'],
  ],
  [
    ['visibilityStartTimestamp', 'Zobrazit od (nepovinné)'],
    ['visibilityEndTimestamp', 'Zobrazit do (nepovinné)'],
  ],
] as const;

/** 'Přidat nový bonus' / 'Upravit bonus': every field of spec section 5 with its rules. */
export function BonusFormModal({ action, initial, bonusId, onClose, onSaved }: BonusFormModalProps) {
  const [form, setForm] = useState<AdminBonusForm>(initial);
  // After the first save attempt the errors follow the form, so the banner goes once everything is fixed.
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? fieldErrors(adminBonusFormSchema, form) : null;
  const [failure, setFailure] = useState<string | null>(null);
  const options = useQuery(CATALOGUE_OPTIONS_QUERY);
  const mutationOptions = { refetchQueries: ['AdminBonuses'], awaitRefetchQueries: true };
  const [createBonus, creating] = useMutation(CREATE_BONUS_MUTATION, mutationOptions);
  const [updateBonus, updating] = useMutation(UPDATE_BONUS_MUTATION, mutationOptions);
  const set = <K extends keyof AdminBonusForm>(key: K, value: AdminBonusForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const saving = creating.loading || updating.loading;
  const kind = submissionFor(action);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (fieldErrors(adminBonusFormSchema, form)) return;
    setFailure(null);
    const input = formToBonusWrite(form);
    try {
      if (kind === 'create') await createBonus({ variables: { input } });
      else await updateBonus({ variables: { input: { ...input, id: bonusId } } });
      onSaved();
    } catch {
      setFailure(errorMessage(kind === 'create' ? 'ADMIN_BONUS_CREATE_FAILED' : 'ADMIN_BONUS_UPDATE_FAILED'));
    }
  };

  const games = options.data?.games ?? [];
  return (
    <Modal open title={action === 'edit' ? 'Upravit bonus' : 'Přidat nový bonus'} onClose={onClose} size="large">
      <form className="bonus-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Název" value={form.name} error={errors?.name} onChange={(e) => set('name', e.target.value)} />
        <div className="bonus-form__row">
          <label className="ui-field">
            Typ bonusu
            <select value={form.bonusType} onChange={(e) => set('bonusType', e.target.value as AdminBonusForm['bonusType'])}>
              {BONUS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {BONUS_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
            {errors?.bonusType && <span className="ui-field__error">{errors.bonusType}</span>}
          </label>
          {options.error ? (
            // Companies and games come from one query: without them the form cannot be completed, so say so and offer a retry.
            <div className="ui-field bonus-form__options-failed">
              Společnost
              <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void options.refetch()} />
            </div>
          ) : (
            <label className="ui-field">
              Společnost
              <select value={form.companyId ?? ''} onChange={(e) => set('companyId', e.target.value ? Number(e.target.value) : null)}>
                <option value="">Vyberte společnost</option>
                {options.data?.companies.map((company) => (
                  <option key={company.id} value={company.id}>
                    {company.name}
                  </option>
                ))}
              </select>
              {errors?.companyId && <span className="ui-field__error">{errors.companyId}</span>}
            </label>
          )}
          <label className="ui-field">
            Riziko
            <select value={form.riskCategory} onChange={(e) => set('riskCategory', e.target.value as AdminBonusForm['riskCategory'])}>
              {RISK_CATEGORIES.map((category, index) => (
                <option key={category} value={category}>
                  {index + 1} – {RISK_LABELS[index]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="bonus-form__row">
          <TextField label="Očekávaná hodnota (Kč)" inputMode="decimal" value={form.expectedValue} error={errors?.expectedValue} onChange={(e) => set('expectedValue', e.target.value)} />
          <TextField
            label="Potřebný kapitál (Kč)"
            inputMode="decimal"
            placeholder={String(NEEDED_CAPITAL_HINT_CZK)}
            value={form.neededCapital}
            error={errors?.neededCapital}
            onChange={(e) => set('neededCapital', e.target.value)}
          />
        </div>
        <RichTextEditor label="Popis" value={form.description} error={errors?.description} onChange={(html) => set('description', html)} />
        {DATE_ROWS.map((fields) => (
          <div key={fields[0][0]} className="bonus-form__row">
            {fields.map(([key, label]) => (
              <TextField key={key} label={label} type="datetime-local" value={secondsToLocalInput(form[key])} error={errors?.[key]} onChange={(e) => set(key, localInputToSeconds(e.target.value))} />
            ))}
          </div>
        ))}
        <div className="bonus-form__row">
          <TextField label="Podmínky bonusu (URL)" type="url" value={form.urlBonusConditions} error={errors?.urlBonusConditions} onChange={(e) => set('urlBonusConditions', e.target.value)} />
          <TextField label="Odkaz na bonus (URL)" type="url" value={form.urlLink} error={errors?.urlLink} onChange={(e) => set('urlLink', e.target.value)} />
        </div>
        <fieldset className="bonus-form__marks">
          <legend>Označení</legend>
          {SPECIAL_MARKS.map((mark) => (
            <button key={mark} type="button" aria-pressed={form.specialMark === mark} onClick={() => set('specialMark', toggleSpecialMark(form.specialMark, mark))}>
              {SPECIAL_MARK_LABELS[mark]}
            </button>
          ))}
        </fieldset>
        <RenewingDaysField days={form.renewingDays} onChange={(days) => set('renewingDays', days)} />
        {form.companyId !== null && !options.error && <GamesField games={games} gameIds={form.gameIds} onChange={(gameIds) => set('gameIds', gameIds)} />}
        <label className="ui-checkbox">
          <input type="checkbox" checked={form.visible} onChange={(e) => set('visible', e.target.checked)} />
          <span>Aktivní (viditelný pro členy)</span>
        </label>
        <StepListEditor bonusType={form.bonusType} steps={form.steps} onChange={(steps) => set('steps', steps)} />
        {failure && <Alert>{failure}</Alert>}
        {errors && <Alert>Formulář obsahuje chyby, opravte prosím zvýrazněná pole.</Alert>}
        <div className="ui-modal__actions">
          <Button variant="secondary" onClick={onClose}>
            Zrušit
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Ukládám…' : action === 'edit' ? 'Uložit změny' : 'Přidat bonus'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
