import { useMutation } from '@apollo/client/react';
import { SEND_NEWSLETTER_MUTATION } from './newsletter.graphql';
import { errorMessage, FieldErrors, fieldErrors, NEWSLETTER_CONFIRM_TEXT, newsletterInputSchema } from '@bonus/domain';
import { Alert, Button, Modal, TextField } from '@bonus/ui';
import { FormEvent, useState } from 'react';
import { RichTextEditor } from '../../shared/RichTextEditor';

/**
 * Writing a newsletter, then the spec's confirmation before it is queued for every member who agreed
 * to marketing e-mail. What was written survives a failed send.
 */
export function NewsletterComposer({ onClose, onQueued }: { onClose: () => void; onQueued: (recipients: number) => void }) {
  const [draft, setDraft] = useState({ subject: '', html: '' });
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const [send, { loading }] = useMutation(SEND_NEWSLETTER_MUTATION, { refetchQueries: ['Newsletters'] });

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(newsletterInputSchema, draft);
    setErrors(found);
    if (!found) setConfirming(true);
  };
  const confirm = async () => {
    setFailed(false);
    try {
      const { data } = await send({ variables: { input: draft } });
      onQueued(data?.sendNewsletter.recipients ?? 0);
    } catch {
      setConfirming(false);
      setFailed(true);
    }
  };

  if (confirming) {
    return (
      <Modal
        open
        title="Odeslat newsletter"
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Zpět
            </Button>
            <Button onClick={() => void confirm()} disabled={loading}>
              {loading ? 'Odesílám…' : 'Ano, odeslat'}
            </Button>
          </>
        }
      >
        <p>{NEWSLETTER_CONFIRM_TEXT}</p>
        <p>Dostanou ho členové, kteří souhlasili se zasíláním novinek.</p>
      </Modal>
    );
  }
  return (
    <Modal open title="Nový newsletter" onClose={onClose} size="large">
      <form className="admin-form" onSubmit={review} noValidate>
        <TextField label="Předmět" value={draft.subject} error={errors?.subject} onChange={(e) => setDraft({ ...draft, subject: e.target.value })} />
        <RichTextEditor label="Text" value={draft.html} error={errors?.html} onChange={(html) => setDraft((current) => ({ ...current, html }))} />
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
