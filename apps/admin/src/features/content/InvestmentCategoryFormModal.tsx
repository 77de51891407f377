import { useMutation } from '@apollo/client/react';
import { SAVE_INVESTMENT_CATEGORY_MUTATION } from './content.graphql';
import { errorMessage } from '@bonus/domain';
import { Alert, Modal, TextArea, TextField } from '@bonus/ui';
import { categoryFormSchema } from './content-form-schemas';
import { FormActions, RiskSelect } from './form-parts';
import { CategoryDraft, categoryWrite } from './investment-drafts';
import { useContentForm } from './use-content-form';

/** Adds or edits an investment category of the guide. */
export function InvestmentCategoryFormModal({ initial, onClose }: { initial: CategoryDraft; onClose: () => void }) {
  const [save, { loading }] = useMutation(SAVE_INVESTMENT_CATEGORY_MUTATION, { refetchQueries: ['AdminInvestmentCategories'], awaitRefetchQueries: true });
  const { register, errors, failed, submit } = useContentForm({
    initial,
    schema: categoryFormSchema,
    toWrite: categoryWrite,
    save: (input) => save({ variables: { input } }),
    onSaved: onClose,
  });

  return (
    <Modal open title={initial.id ? 'Upravit kategorii' : 'Přidat kategorii'} onClose={onClose} size="large">
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="admin-form__row">
          <TextField label="Název" error={errors.name?.message} {...register('name')} />
          <TextField label="Barva" type="color" error={errors.color?.message} {...register('color')} />
        </div>
        <TextField label="Podtitul" error={errors.subtitle?.message} {...register('subtitle')} />
        <TextArea label="Krátký popis" rows={2} error={errors.shortDescription?.message} {...register('shortDescription')} />
        <TextArea label="Popis" rows={5} error={errors.description?.message} {...register('description')} />
        <div className="admin-form__row">
          <TextArea label="Výhody (každá na řádek)" error={errors.pros?.message} {...register('pros')} />
          <TextArea label="Nevýhody (každá na řádek)" error={errors.cons?.message} {...register('cons')} />
        </div>
        <div className="admin-form__row">
          <TextField label="Průměrný očekávaný výnos (% ročně)" inputMode="decimal" error={errors.avgExpectedReturn?.message} {...register('avgExpectedReturn')} />
          <RiskSelect error={errors.avgRiskRate?.message} {...register('avgRiskRate')} />
        </div>
        {failed && <Alert>{errorMessage('CHANGES_SAVE_FAILED')}</Alert>}
        <FormActions saving={loading} onCancel={onClose} />
      </form>
    </Modal>
  );
}
