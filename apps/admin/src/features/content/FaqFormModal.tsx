import { useMutation } from '@apollo/client/react';
import { FaqWrite, SAVE_FAQ_MUTATION } from '@bonus/client';
import { errorMessage, FieldErrors, faqInputSchema, fieldErrors } from '@bonus/domain';
import { Alert, Modal, TextArea, TextField } from '@bonus/ui';
import { FormEvent, useId, useState } from 'react';
import { FormActions } from './form-parts';

/** Adds or edits one question of the FAQ; the category list suggests the existing ones. */
export function FaqFormModal({ initial, categories, onClose }: { initial: FaqWrite; categories: string[]; onClose: () => void }) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const [failed, setFailed] = useState(false);
  const [save, { loading }] = useMutation(SAVE_FAQ_MUTATION, { refetchQueries: ['AdminFaqs'], awaitRefetchQueries: true });
  const listId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(faqInputSchema, { faq_category_name: form.faqCategoryName, question: form.question, answer: form.answer });
    setErrors(found);
    if (found) return;
    setFailed(false);
    try {
      await save({ variables: { input: form } });
      onClose();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Modal open title={form.id ? 'Upravit otázku' : 'Přidat otázku'} onClose={onClose}>
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Kategorie" list={listId} value={form.faqCategoryName} error={errors?.faq_category_name} onChange={(e) => setForm({ ...form, faqCategoryName: e.target.value })} />
        <datalist id={listId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <TextField label="Otázka" value={form.question} error={errors?.question} onChange={(e) => setForm({ ...form, question: e.target.value })} />
        <TextArea label="Odpověď" rows={6} value={form.answer} error={errors?.answer} onChange={(e) => setForm({ ...form, answer: e.target.value })} />
        {failed && <Alert>{errorMessage('CHANGES_SAVE_FAILED')}</Alert>}
        <FormActions saving={loading} onCancel={onClose} />
      </form>
    </Modal>
  );
}
