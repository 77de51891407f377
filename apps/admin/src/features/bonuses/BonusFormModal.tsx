import { useMutation, useQuery } from '@apollo/client/react';
import { CATALOGUE_OPTIONS_QUERY, CREATE_BONUS_MUTATION, UPDATE_BONUS_MUTATION } from './admin-bonuses.graphql';
import {
  AdminBonusForm,
  adminBonusFormSchema,
  BONUS_PUBLISHED_NOTICE,
  BonusFormAction,
  BonusType,
  canCarryValueTerms,
  errorMessage,
  formToBonusWrite,
  NEEDED_CAPITAL_HINT_CZK,
  SPECIAL_MARK_LABELS,
  SPECIAL_MARKS,
  submissionFor,
  toggleSpecialMark,
} from '@bonus/domain';
import { Alert, Button, Modal, TextField } from '@bonus/ui';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { formResolver } from '../../shared/form-schema';
import { RichTextEditor } from '../../shared/RichTextEditor';
import { BonusDateRows } from './BonusDateRows';
import { BonusKindRow } from './BonusKindRow';
import { RenewingDaysField } from './RenewingDaysField';
import { EligibilityRulesField } from './EligibilityRulesField';
import { ExpectedValueField } from './ExpectedValueField';
import { GamesField } from './GamesField';
import { StepListEditor } from './StepListEditor';
import { ValueTermsFieldset } from './ValueTermsFieldset';

interface BonusFormModalProps {
  action: BonusFormAction;
  initial: AdminBonusForm;
  /** The edited bonus; add and duplicate have none. */
  bonusId: number | null;
  /** The edited bonus is a draft: it is saved as one again or published. */
  draft?: boolean;
  onClose: () => void;
  /** Saved; the notice says how (added, saved, kept as a draft, published). */
  onSaved: (notice: string) => void;
}

const resolver = formResolver<AdminBonusForm>(adminBonusFormSchema);

/** 'Přidat nový bonus' / 'Upravit bonus': every field of spec section 5 with its rules. */
export function BonusFormModal({ action, initial, bonusId, draft: editingDraft = false, onClose, onSaved }: BonusFormModalProps) {
  // After the first save attempt the errors follow the form (react-hook-form re-validates on change), so the banner goes once everything is fixed.
  const { register, control, handleSubmit, formState } = useForm<AdminBonusForm>({ resolver, defaultValues: initial });
  const errors = formState.errors;
  const [failure, setFailure] = useState<string | null>(null);
  const options = useQuery(CATALOGUE_OPTIONS_QUERY);
  const mutationOptions = { refetchQueries: ['AdminBonuses'], awaitRefetchQueries: true };
  const [createBonus, creating] = useMutation(CREATE_BONUS_MUTATION, mutationOptions);
  const [updateBonus, updating] = useMutation(UPDATE_BONUS_MUTATION, mutationOptions);
  const saving = creating.loading || updating.loading;
  const kind = submissionFor(action);
  const [companyId, bonusType] = useWatch({ control, name: ['companyId', 'bonusType'] });

  // New bonuses and drafts choose between a draft and publishing; a published bonus is saved as it is (no draft field).
  // Enter (the form's submit) never publishes a draft: it saves it as one.
  const submitDraft = editingDraft ? true : undefined;
  const otherChoice = kind === 'create' || editingDraft ? { draft: !editingDraft, label: editingDraft ? 'Zveřejnit' : 'Uložit jako koncept' } : null;
  const save = async (form: AdminBonusForm, draft?: boolean) => {
    setFailure(null);
    const input = { ...formToBonusWrite(form), ...(draft !== undefined && { draft }) };
    try {
      if (kind === 'create') await createBonus({ variables: { input } });
      else await updateBonus({ variables: { input: { ...input, id: bonusId } } });
      onSaved(draft ? 'Koncept byl uložen. Členové ho neuvidí, dokud ho nezveřejníte.' : editingDraft ? BONUS_PUBLISHED_NOTICE : kind === 'update' ? 'Bonus byl uložen.' : 'Bonus byl přidán.');
    } catch {
      setFailure(errorMessage(kind === 'create' ? 'ADMIN_BONUS_CREATE_FAILED' : 'ADMIN_BONUS_UPDATE_FAILED'));
    }
  };

  const games = options.data?.games ?? [];
  return (
    <Modal open title={action === 'edit' ? 'Upravit bonus' : 'Přidat nový bonus'} onClose={onClose} size="large">
      <form className="bonus-form" onSubmit={(e) => void handleSubmit((form) => save(form, submitDraft))(e)} noValidate>
        <TextField label="Název" error={errors.name?.message} {...register('name')} />
        <BonusKindRow control={control} register={register} errors={errors} options={{ companies: options.data?.companies, failed: options.error !== undefined, retry: () => void options.refetch() }} />
        <div className="bonus-form__row">
          <ExpectedValueField control={control} register={register} error={errors.expectedValue} games={games} />
          <TextField label="Potřebný kapitál (Kč)" inputMode="decimal" placeholder={String(NEEDED_CAPITAL_HINT_CZK)} error={errors.neededCapital?.message} {...register('neededCapital')} />
        </div>
        <Controller
          control={control}
          name="description"
          render={({ field }) => <RichTextEditor label="Popis" ref={field.ref} value={field.value} error={errors.description?.message} onChange={field.onChange} />}
        />
        <BonusDateRows control={control} errors={errors} />
        <div className="bonus-form__row">
          <TextField label="Podmínky bonusu (URL)" type="url" error={errors.urlBonusConditions?.message} {...register('urlBonusConditions')} />
          <TextField label="Odkaz na bonus (URL)" type="url" error={errors.urlLink?.message} {...register('urlLink')} />
        </div>
        <Controller
          control={control}
          name="specialMark"
          render={({ field }) => (
            <fieldset className="bonus-form__marks">
              <legend>Označení</legend>
              {SPECIAL_MARKS.map((mark) => (
                <button key={mark} type="button" aria-pressed={field.value === mark} onClick={() => field.onChange(toggleSpecialMark(field.value, mark))}>
                  {SPECIAL_MARK_LABELS[mark]}
                </button>
              ))}
            </fieldset>
          )}
        />
        <Controller control={control} name="renewingDays" render={({ field }) => <RenewingDaysField days={field.value} onChange={field.onChange} />} />
        <Controller
          control={control}
          name="eligibilityRules"
          render={({ field }) => (
            <EligibilityRulesField rules={field.value} onChange={field.onChange} companies={options.data?.companies ?? []} companyId={companyId} error={errors.eligibilityRules?.message} />
          )}
        />
        {companyId !== null && !options.error && (
          <Controller control={control} name="gameIds" render={({ field }) => <GamesField games={games} gameIds={field.value} onChange={field.onChange} />} />
        )}
        {canCarryValueTerms(bonusType as BonusType) && <ValueTermsFieldset register={register} errors={errors.valueTerms} />}
        <label className="ui-checkbox">
          <input type="checkbox" {...register('visible')} />
          <span>Aktivní (viditelný pro členy)</span>
        </label>
        <Controller control={control} name="steps" render={({ field }) => <StepListEditor bonusType={bonusType} steps={field.value} onChange={field.onChange} />} />
        {failure && <Alert>{failure}</Alert>}
        {Object.keys(errors).length > 0 && <Alert>Formulář obsahuje chyby, opravte prosím zvýrazněná pole.</Alert>}
        <div className="ui-modal__actions">
          <Button variant="secondary" onClick={onClose}>
            Zrušit
          </Button>
          {otherChoice && (
            <Button variant="secondary" disabled={saving} onClick={() => void handleSubmit((form) => save(form, otherChoice.draft))()}>
              {otherChoice.label}
            </Button>
          )}
          <Button type="submit" disabled={saving}>
            {saving ? 'Ukládám…' : editingDraft ? 'Uložit koncept' : action === 'edit' ? 'Uložit změny' : 'Přidat bonus'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
