import { useMutation } from '@apollo/client/react';
import { SAVE_INVESTMENT_PRODUCT_MUTATION } from './content.graphql';
import { errorMessage, INVEST_HORIZON_LABELS } from '@bonus/domain';
import { Alert, Button, Checkbox, Modal, TextArea, TextField } from '@bonus/ui';
import { useFieldArray } from 'react-hook-form';
import { SelectField } from '../../shared/SelectField';
import { productFormSchema } from './content-form-schemas';
import { FormActions, RiskSelect } from './form-parts';
import { ProductDraft, productWrite } from './investment-drafts';
import { useContentForm } from './use-content-form';

/** Adds or edits a product of a category, with its step guide. */
export function InvestmentProductFormModal({ initial, onClose }: { initial: ProductDraft; onClose: () => void }) {
  const [save, { loading }] = useMutation(SAVE_INVESTMENT_PRODUCT_MUTATION, { refetchQueries: ['AdminInvestments'], awaitRefetchQueries: true });
  const { register, control, errors, failed, submit } = useContentForm({
    initial,
    schema: productFormSchema,
    toWrite: productWrite,
    save: (input) => save({ variables: { input } }),
    onSaved: onClose,
  });
  const steps = useFieldArray({ control, name: 'stepList' });
  const stepsError = errors.stepList?.root?.message ?? errors.stepList?.message;

  return (
    <Modal open title={initial.id ? 'Upravit produkt' : 'Přidat produkt'} onClose={onClose} size="large">
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="admin-form__row">
          <TextField label="Společnost" error={errors.companyName?.message} {...register('companyName')} />
          <TextField label="Název produktu" error={errors.name?.message} {...register('name')} />
        </div>
        <TextArea label="Popis" rows={4} error={errors.description?.message} {...register('description')} />
        <div className="admin-form__row">
          <TextArea label="Výhody (každá na řádek)" error={errors.pros?.message} {...register('pros')} />
          <TextArea label="Nevýhody (každá na řádek)" error={errors.cons?.message} {...register('cons')} />
        </div>
        <div className="admin-form__row">
          <TextField label="Očekávaný výnos (% ročně)" inputMode="decimal" error={errors.expectedReturn?.message} {...register('expectedReturn')} />
          <TextField label="Potřebný kapitál (Kč)" inputMode="numeric" error={errors.neededCapital?.message} {...register('neededCapital')} />
          <SelectField label="Horizont" error={errors.investHorizontId?.message} {...register('investHorizontId', { valueAsNumber: true })}>
            {Object.entries(INVEST_HORIZON_LABELS).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </SelectField>
          <RiskSelect error={errors.riskRate?.message} {...register('riskRate')} />
        </div>
        <TextField label="Odkaz na produkt" type="url" error={errors.urlLink?.message} {...register('urlLink')} />
        <Checkbox label="Doporučený produkt (zobrazí se první)" {...register('recommended')} />
        <fieldset>
          <legend>Postup krok za krokem</legend>
          {steps.fields.length === 0 && <p>Zatím žádný krok.</p>}
          {steps.fields.map((step, index) => (
            <div className="admin-form__step" key={step.id}>
              <TextField label={`Krok ${index + 1}: název`} error={errors.stepList?.[index]?.title?.message} {...register(`stepList.${index}.title`)} />
              <TextArea label={`Krok ${index + 1}: popis`} rows={2} error={errors.stepList?.[index]?.description?.message} {...register(`stepList.${index}.description`)} />
              <Button variant="secondary" onClick={() => steps.remove(index)}>
                Odebrat krok {index + 1}
              </Button>
            </div>
          ))}
          {stepsError && <p className="ui-field__error">{stepsError}</p>}
          <Button variant="secondary" onClick={() => steps.append({ title: '', description: '' }, { shouldFocus: false })}>
            Přidat krok
          </Button>
        </fieldset>
        {failed && <Alert>{errorMessage('CHANGES_SAVE_FAILED')}</Alert>}
        <FormActions saving={loading} onCancel={onClose} />
      </form>
    </Modal>
  );
}
