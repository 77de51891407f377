import { useMutation } from '@apollo/client/react';
import { SEND_NEWSLETTER_MUTATION } from './newsletter.graphql';
import { errorMessage, NEWSLETTER_CONFIRM_TEXT, NewsletterInput, newsletterInputSchema } from '@bonus/domain';
import { Alert, Button, Modal, TextField } from '@bonus/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formResolver } from '../../shared/form-schema';
import { RichTextEditor } from '../../shared/RichTextEditor';

const resolver = formResolver<NewsletterInput>(newsletterInputSchema);

/**
 * Writing a newsletter, then the spec's confirmation before it is queued for every approved member
 * who agreed to marketing e-mail. What was written survives a failed send.
 */
export function NewsletterComposer({ onClose, onQueued }: { onClose: () => void; onQueued: (recipients: number) => void }) {
  // The form's values outlive its fields while the confirmation is shown (react-hook-form keeps unmounted values).
  const { register, control, handleSubmit, formState } = useForm<NewsletterInput>({ resolver, defaultValues: { subject: '', html: '' } });
  const errors = formState.errors;
  const [confirming, setConfirming] = useState<NewsletterInput | null>(null);
  const [failed, setFailed] = useState(false);
  const [send, { loading }] = useMutation(SEND_NEWSLETTER_MUTATION, { refetchQueries: ['Newsletters'] });

  const confirm = async (input: NewsletterInput) => {
    setFailed(false);
    try {
      const { data } = await send({ variables: { input } });
      onQueued(data?.sendNewsletter.recipients ?? 0);
    } catch {
      setConfirming(null);
      setFailed(true);
    }
  };

  if (confirming) {
    return (
      <Modal
        open
        title="Odeslat newsletter"
        onClose={() => setConfirming(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Zpět
            </Button>
            <Button onClick={() => void confirm(confirming)} disabled={loading}>
              {loading ? 'Odesílám…' : 'Ano, odeslat'}
            </Button>
          </>
        }
      >
        <p>{NEWSLETTER_CONFIRM_TEXT}</p>
        <p>Dostanou ho schválení členové, kteří souhlasili se zasíláním novinek.</p>
      </Modal>
    );
  }
  return (
    <Modal open title="Nový newsletter" onClose={onClose} size="large">
      <form className="admin-form" onSubmit={(e) => void handleSubmit(setConfirming)(e)} noValidate>
        <TextField label="Předmět" error={errors.subject?.message} {...register('subject')} />
        <Controller
          control={control}
          name="html"
          render={({ field }) => <RichTextEditor label="Text" ref={field.ref} value={field.value} error={errors.html?.message} onChange={field.onChange} />}
        />
        {failed && <Alert>{errorMessage('NEWSLETTER_SEND_FAILED')}</Alert>}
        <div className="ui-modal__actions">
          <Button variant="secondary" onClick={onClose}>
            Zrušit
          </Button>
          <Button type="submit">Pokračovat</Button>
        </div>
      </form>
    </Modal>
  );
}
