import { useMutation } from '@apollo/client/react';
import { FaqWrite, SAVE_FAQ_MUTATION } from './content.graphql';
import { errorMessage } from '@bonus/domain';
import { Alert, Modal, TextArea, TextField } from '@bonus/ui';
import { useId } from 'react';
import { faqFormSchema } from './content-form-schemas';
import { FormActions } from './form-parts';
import { useContentForm } from './use-content-form';

/** Adds or edits one question of the FAQ; the category list suggests the existing ones. */
export function FaqFormModal({ initial, categories, onClose }: { initial: FaqWrite; categories: string[]; onClose: () => void }) {
  const [save, { loading }] = useMutation(SAVE_FAQ_MUTATION, { refetchQueries: ['AdminFaqs'], awaitRefetchQueries: true });
  const { register, errors, failed, submit } = useContentForm({
    initial,
    schema: faqFormSchema,
    toWrite: (faq) => faq,
    save: (input) => save({ variables: { input } }),
    onSaved: onClose,
  });
  const listId = useId();

  return (
    <Modal open title={initial.id ? 'Upravit otázku' : 'Přidat otázku'} onClose={onClose}>
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Kategorie" list={listId} error={errors.faqCategoryName?.message} {...register('faqCategoryName')} />
        <datalist id={listId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <TextField label="Otázka" error={errors.question?.message} {...register('question')} />
        <TextArea label="Odpověď" rows={6} error={errors.answer?.message} {...register('answer')} />
        {failed && <Alert>{errorMessage('CHANGES_SAVE_FAILED')}</Alert>}
        <FormActions saving={loading} onCancel={onClose} />
      </form>
    </Modal>
  );
}
