import { useMutation } from '@apollo/client/react';
import { ADMIN_RIGHTS_REASON_MAX, ADMIN_RIGHTS_REASON_MIN, adminRightsReason } from '@bonus/domain';
import { Alert, Button, Modal, TextArea } from '@bonus/ui';
import { useState } from 'react';
import { useRefusal } from '../../shared/use-refusal';
import { SET_ADMIN_RIGHTS_MUTATION } from './users.graphql';

interface AdminRightsDialogProps {
  member: { id: string; name: string; email: string | null; admin: boolean };
  onClose: () => void;
  /** The change went through; the text says what changed. */
  onDone: (notice: string) => void;
}

/**
 * Grants or removes admin rights only with a reason: the confirm button stays disabled until the reason
 * has ADMIN_RIGHTS_REASON_MIN characters, and the api keeps it in the audit log with the change.
 */
export function AdminRightsDialog({ member, onClose, onDone }: AdminRightsDialogProps) {
  const [reason, setReason] = useState('');
  const { refusal, attempt } = useRefusal();
  const [setRights, { loading }] = useMutation(SET_ADMIN_RIGHTS_MUTATION, { refetchQueries: ['AdminUsers'] });
  const granting = !member.admin;
  const checked = adminRightsReason(reason);
  const who = member.email ?? member.name;
  const confirm = async () => {
    if (!checked) return;
    await attempt(async () => {
      await setRights({ variables: { input: { id: member.id, admin: granting, reason: checked } } });
      onDone(granting ? `${who} má práva administrátora.` : `${who} už nemá práva administrátora.`);
      onClose();
    });
  };
  return (
    <Modal
      open
      title={granting ? 'Udělit práva administrátora' : 'Odebrat práva administrátora'}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Zrušit
          </Button>
          <Button type="submit" form="admin-rights-form" disabled={!checked || loading} aria-busy={loading}>
            {granting ? 'Udělit práva' : 'Odebrat práva'}
          </Button>
        </>
      }
    >
      <form
        id="admin-rights-form"
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <p>
          {granting ? 'Člen ' : 'Členovi '}
          <strong>{who}</strong>
          {granting ? ' získá přístup do celé administrace.' : ' se odebere přístup do administrace.'} Důvod se uloží do auditního záznamu.
        </p>
        <TextArea
          label={`Důvod (alespoň ${ADMIN_RIGHTS_REASON_MIN} znaků)`}
          rows={3}
          maxLength={ADMIN_RIGHTS_REASON_MAX}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {refusal && <Alert>{refusal}</Alert>}
      </form>
    </Modal>
  );
}
