import { Alert, Button, Modal } from '@bonus/ui';
import { useState } from 'react';
import type { BankConnectionView } from './bank-connections.graphql';

/** Asks before a connection goes, saying what stays; shows why when it could not be removed. */
export function RemoveConnectionModal({ connection, onRemove, onClose }: { connection: BankConnectionView; onRemove: (connection: BankConnectionView) => Promise<string | null>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    const refusal = await onRemove(connection);
    setBusy(false);
    if (refusal) setFailure(refusal);
    else onClose();
  };
  return (
    <Modal
      open
      title="Odpojit účet?"
      onClose={onClose}
      sheetOnPhone
      actions={
        <>
          <Button variant="danger" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
            {busy ? 'Odpojuji…' : 'Odpojit a smazat token'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Ponechat
          </Button>
        </>
      }
    >
      <p>Smažeme uložený token k účtu {connection.account} a pohyby už nebudeme načítat. Pohyby, které jsme už načetli, zůstanou ve Výpisech, kde je můžete smazat. Token doporučujeme zrušit i v internetovém bankovnictví.</p>
      {failure && <Alert>{failure}</Alert>}
    </Modal>
  );
}
