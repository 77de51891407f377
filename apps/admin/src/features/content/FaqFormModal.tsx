import { useMutation } from '@apollo/client/react';
import { FaqWrite, SAVE_FAQ_MUTATION } from './content.graphql';
import { errorMessage, faqInputSchema } from '@bonus/domain';
import { Alert, Modal, TextArea, TextField } from '@bonus/ui';
import { useId } from 'react';
import { FormActions } from './form-parts';
import { useContentForm } from './use-content-form';

const faqInput = (faq: FaqWrite) => ({ write: faq, validated: { faq_category_name: faq.faqCategoryName, question: faq.question, answer: faq.answer } });

/** Adds or edits one question of the FAQ; the category list suggests the existing ones. */
export function FaqFormModal({ initial, categories, onClose }: { initial: FaqWrite; categories: string[]; onClose: () => void }) {
  const [save, { loading }] = useMutation(SAVE_FAQ_MUTATION, { refetchQueries: ['AdminFaqs'], awaitRefetchQueries: true });
  const { draft, set, errors, failed, submit } = useContentForm({
    initial,
    toInput: faqInput,
    schema: faqInputSchema,
    save: (input) => save({ variables: { input } }),
    onSaved: onClose,
  });
  const listId = useId();

  return (
    <Modal open title={draft.id ? 'Upravit otázku' : 'Přidat otázku'} onClose={onClose}>
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Kategorie" list={listId} value={draft.faqCategoryName} error={errors?.faq_category_name} onChange={set('faqCategoryName')} />
        <datalist id={listId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <TextField label="Otázka" value={draft.question} error={errors?.question} onChange={set('question')} />
        <TextArea label="Odpověď" rows={6} value={draft.answer} error={errors?.answer} onChange={set('answer')} />
        {failed && <Alert>{errorMessage('CHANGES_SAVE_FAILED')}</Alert>}
        <FormActions saving={loading} onCancel={onClose} />
      </form>
    </Modal>
  );
}
