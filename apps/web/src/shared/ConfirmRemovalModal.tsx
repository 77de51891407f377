import { Alert, Button, Modal } from '@bonus/ui';
import { type ReactNode, useState } from 'react';

/**
 * Asks before something of the member's goes, saying what goes and what stays; `remove` answers the Czech reason
 * it could not be removed (shown in the dialog) or null (the dialog closes).
 */
export function ConfirmRemovalModal({
  title,
  confirmLabel,
  busyLabel,
  remove,
  onClose,
  children,
}: {
  title: string;
  confirmLabel: string;
  busyLabel: string;
  remove: () => Promise<string | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    const refusal = await remove();
    setBusy(false);
    if (refusal) setFailure(refusal);
    else onClose();
  };
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      sheetOnPhone
      actions={
        <>
          <Button variant="danger" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
            {busy ? busyLabel : confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Ponechat
          </Button>
        </>
      }
    >
      {children}
      {failure && <Alert>{failure}</Alert>}
    </Modal>
  );
}
