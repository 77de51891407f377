import { useMutation } from '@apollo/client/react';
import { SAVE_INVESTMENT_PRODUCT_MUTATION } from './content.graphql';
import { errorMessage, INVEST_HORIZON_LABELS, investmentProductInputSchema } from '@bonus/domain';
import { Alert, Button, Checkbox, Modal, TextArea, TextField } from '@bonus/ui';
import { FormActions, RiskSelect } from './form-parts';
import { ProductDraft, productWrite } from './investment-drafts';
import { useContentForm } from './use-content-form';

/** Adds or edits a product of a category, with its step guide. */
export function InvestmentProductFormModal({ initial, onClose }: { initial: ProductDraft; onClose: () => void }) {
  const [save, { loading }] = useMutation(SAVE_INVESTMENT_PRODUCT_MUTATION, { refetchQueries: ['AdminInvestments'], awaitRefetchQueries: true });
  const { draft, setDraft, set, errors, failed, submit } = useContentForm({
    initial,
    toInput: productWrite,
    schema: investmentProductInputSchema,
    save: (input) => save({ variables: { input } }),
    onSaved: onClose,
  });
  const setStep = (index: number, change: Partial<ProductDraft['stepList'][number]>) =>
    setDraft({ ...draft, stepList: draft.stepList.map((step, i) => (i === index ? { ...step, ...change } : step)) });

  return (
    <Modal open title={draft.id ? 'Upravit produkt' : 'Přidat produkt'} onClose={onClose} size="large">
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="admin-form__row">
          <TextField label="Společnost" value={draft.companyName} error={errors?.company_name} onChange={set('companyName')} />
          <TextField label="Název produktu" value={draft.name} error={errors?.name} onChange={set('name')} />
        </div>
        <TextArea label="Popis" rows={4} value={draft.description} error={errors?.description} onChange={set('description')} />
        <div className="admin-form__row">
          <TextArea label="Výhody (každá na řádek)" value={draft.pros} error={errors?.pros_list} onChange={set('pros')} />
          <TextArea label="Nevýhody (každá na řádek)" value={draft.cons} error={errors?.cons_list} onChange={set('cons')} />
        </div>
        <div className="admin-form__row">
          <TextField label="Očekávaný výnos (% ročně)" inputMode="decimal" value={draft.expectedReturn} error={errors?.expected_return} onChange={set('expectedReturn')} />
          <TextField label="Potřebný kapitál (Kč)" inputMode="numeric" value={draft.neededCapital} error={errors?.needed_capital} onChange={set('neededCapital')} />
          <label className="ui-field">
            Horizont
            <select value={draft.investHorizontId} onChange={(e) => setDraft({ ...draft, investHorizontId: Number(e.target.value) })}>
              {Object.entries(INVEST_HORIZON_LABELS).map(([id, label]) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <RiskSelect value={draft.riskRate} error={errors?.risk_rate} onChange={(riskRate) => setDraft({ ...draft, riskRate })} />
        </div>
        <TextField label="Odkaz na produkt" type="url" value={draft.urlLink} error={errors?.url_link} onChange={set('urlLink')} />
        <Checkbox label="Doporučený produkt (zobrazí se první)" checked={draft.recommended} onChange={(e) => setDraft({ ...draft, recommended: e.target.checked })} />
        <fieldset>
          <legend>Postup krok za krokem</legend>
          {draft.stepList.length === 0 && <p>Zatím žádný krok.</p>}
          {draft.stepList.map((step, index) => (
            <div className="admin-form__step" key={index}>
              <TextField label={`Krok ${index + 1}: název`} value={step.title} error={errors?.[`step_list.${index}.title`]} onChange={(e) => setStep(index, { title: e.target.value })} />
              <TextArea label={`Krok ${index + 1}: popis`} rows={2} value={step.description} error={errors?.[`step_list.${index}.description`]} onChange={(e) => setStep(index, { description: e.target.value })} />
              <Button variant="secondary" onClick={() => setDraft({ ...draft, stepList: draft.stepList.filter((_, i) => i !== index) })}>
                Odebrat krok {index + 1}
              </Button>
            </div>
          ))}
          <Button variant="secondary" onClick={() => setDraft({ ...draft, stepList: [...draft.stepList, { title: '', description: '' }] })}>
            Přidat krok
          </Button>
        </fieldset>
        {failed && <Alert>{errorMessage('CHANGES_SAVE_FAILED')}</Alert>}
        <FormActions saving={loading} onCancel={onClose} />
      </form>
    </Modal>
  );
}
