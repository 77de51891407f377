import { useMutation, useQuery } from '@apollo/client/react';
import { AdminBonusForm, adminBonusFormSchema, BONUS_PUBLISHED_NOTICE, BonusFormAction, errorMessage, formToBonusWrite, submissionFor } from '@bonus/domain';
import { Alert, Button } from '@bonus/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../shared/form-schema';
import { changedSections } from '../../shared/unsaved-changes/changed-sections';
import { SectionIndex } from '../../shared/unsaved-changes/SectionIndex';
import { UnsavedChangesBar } from '../../shared/unsaved-changes/UnsavedChangesBar';
import { CATALOGUE_OPTIONS_QUERY, CREATE_BONUS_MUTATION, UPDATE_BONUS_MUTATION } from './admin-bonuses.graphql';
import { BONUS_FORM_SECTIONS } from './bonus-form-sections';
import { BonusCardPreview } from './BonusCardPreview';
import { BonusFormSections } from './BonusFormSections';

export interface BonusEditorFormProps {
  action: BonusFormAction;
  initial: AdminBonusForm;
  /** The edited bonus; add and duplicate have none. */
  bonusId: number | null;
  /** The edited bonus is a draft: it is saved as one again or published. */
  draft?: boolean;
  /** Saved; the notice says how (added, saved, kept as a draft, published). The form is clean again by then. */
  onSaved: (notice: string) => void;
  /** Whether the form holds unsaved changes, as it changes (the page's leave warning reads it). */
  onDirtyChange?: (dirty: boolean) => void;
}

const resolver = formResolver<AdminBonusForm>(adminBonusFormSchema);

/**
 * 'Přidat nový bonus' / 'Upravit bonus' as a page: every field of spec section 5 with its rules, in titled
 * sections with an index, the member's card redrawn beside it, and a sticky bar that names the changed sections.
 */
export function BonusEditorForm({ action, initial, bonusId, draft: editingDraft = false, onSaved, onDirtyChange }: BonusEditorFormProps) {
  // After the first save attempt the errors follow the form (react-hook-form re-validates on change), so the banner goes once everything is fixed.
  const { register, control, handleSubmit, formState, reset } = useForm<AdminBonusForm>({ resolver, defaultValues: initial });
  const { errors, dirtyFields, isDirty } = formState;
  const [failure, setFailure] = useState<string | null>(null);
  const options = useQuery(CATALOGUE_OPTIONS_QUERY);
  const mutationOptions = { refetchQueries: ['AdminBonuses'], awaitRefetchQueries: true };
  const [createBonus, creating] = useMutation(CREATE_BONUS_MUTATION, mutationOptions);
  const [updateBonus, updating] = useMutation(UPDATE_BONUS_MUTATION, mutationOptions);
  const saving = creating.loading || updating.loading;
  const kind = submissionFor(action);
  const changed = changedSections(BONUS_FORM_SECTIONS, dirtyFields);
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

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
      // What was saved is the form's new starting point: nothing is unsaved any more.
      reset(form);
      onDirtyChange?.(false);
      onSaved(draft ? 'Koncept byl uložen. Členové ho neuvidí, dokud ho nezveřejníte.' : editingDraft ? BONUS_PUBLISHED_NOTICE : kind === 'update' ? 'Bonus byl uložen.' : 'Bonus byl přidán.');
    } catch {
      setFailure(errorMessage(kind === 'create' ? 'ADMIN_BONUS_CREATE_FAILED' : 'ADMIN_BONUS_UPDATE_FAILED'));
    }
  };

  const title = action === 'edit' ? 'Upravit bonus' : 'Přidat nový bonus';
  return (
    <div className="bonus-editor">
      <SectionIndex sections={BONUS_FORM_SECTIONS} changed={changed} label="Oddíly formuláře" />
      <form className="bonus-form bonus-editor__form" aria-label={title} onSubmit={(e) => void handleSubmit((form) => save(form, submitDraft))(e)} noValidate>
        <BonusFormSections control={control} register={register} errors={errors} catalogue={{ data: options.data, failed: options.error !== undefined, retry: () => void options.refetch() }} />
        {failure && <Alert>{failure}</Alert>}
        {Object.keys(errors).length > 0 && <Alert>Formulář obsahuje chyby, opravte prosím zvýrazněná pole.</Alert>}
        <UnsavedChangesBar
          changed={changed.map((section) => section.title)}
          isNew={kind === 'create'}
          saving={saving}
          saveLabel={editingDraft ? 'Uložit koncept' : action === 'edit' ? 'Uložit změny' : 'Přidat bonus'}
          onReset={() => {
            setFailure(null);
            reset();
          }}
        >
          {otherChoice && (
            <Button variant="secondary" disabled={saving} onClick={() => void handleSubmit((form) => save(form, otherChoice.draft))()}>
              {otherChoice.label}
            </Button>
          )}
        </UnsavedChangesBar>
      </form>
      <BonusCardPreview control={control} companies={options.data?.companies ?? []} games={options.data?.games ?? []} bonusId={bonusId ?? 0} />
    </div>
  );
}
