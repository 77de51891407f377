import { useMutation } from '@apollo/client/react';
import { SAVE_INVESTMENT_CATEGORY_MUTATION } from './content.graphql';
import { errorMessage, investmentCategoryInputSchema } from '@bonus/domain';
import { Alert, Modal, TextArea, TextField } from '@bonus/ui';
import { FormActions, RiskSelect } from './form-parts';
import { CategoryDraft, categoryWrite } from './investment-drafts';
import { useContentForm } from './use-content-form';

/** Adds or edits an investment category of the guide. */
export function InvestmentCategoryFormModal({ initial, onClose }: { initial: CategoryDraft; onClose: () => void }) {
  const [save, { loading }] = useMutation(SAVE_INVESTMENT_CATEGORY_MUTATION, { refetchQueries: ['AdminInvestmentCategories'], awaitRefetchQueries: true });
  const { draft, setDraft, set, errors, failed, submit } = useContentForm({
    initial,
    toInput: categoryWrite,
    schema: investmentCategoryInputSchema,
    save: (input) => save({ variables: { input } }),
    onSaved: onClose,
  });

  return (
    <Modal open title={draft.id ? 'Upravit kategorii' : 'Přidat kategorii'} onClose={onClose} size="large">
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="admin-form__row">
          <TextField label="Název" value={draft.name} error={errors?.name} onChange={set('name')} />
          <TextField label="Barva" type="color" value={draft.color} error={errors?.color} onChange={set('color')} />
        </div>
        <TextField label="Podtitul" value={draft.subtitle} error={errors?.subtitle} onChange={set('subtitle')} />
        <TextArea label="Krátký popis" rows={2} value={draft.shortDescription} error={errors?.short_description} onChange={set('shortDescription')} />
        <TextArea label="Popis" rows={5} value={draft.description} error={errors?.description} onChange={set('description')} />
        <div className="admin-form__row">
          <TextArea label="Výhody (každá na řádek)" value={draft.pros} error={errors?.pros_list} onChange={set('pros')} />
          <TextArea label="Nevýhody (každá na řádek)" value={draft.cons} error={errors?.cons_list} onChange={set('cons')} />
        </div>
        <div className="admin-form__row">
          <TextField label="Průměrný očekávaný výnos (% ročně)" inputMode="decimal" value={draft.avgExpectedReturn} error={errors?.avg_expected_return} onChange={set('avgExpectedReturn')} />
          <RiskSelect value={draft.avgRiskRate} error={errors?.avg_risk_rate} onChange={(avgRiskRate) => setDraft({ ...draft, avgRiskRate })} />
        </div>
        {failed && <Alert>{errorMessage('CHANGES_SAVE_FAILED')}</Alert>}
        <FormActions saving={loading} onCancel={onClose} />
      </form>
    </Modal>
  );
}
