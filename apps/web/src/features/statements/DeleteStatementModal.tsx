import { formatCount } from '@bonus/domain';
import { Alert, Button, Modal } from '@bonus/ui';
import { useState } from 'react';
import { periodOf } from './statement-dates';
import type { StatementView } from './statements.graphql';

const ENTRIES = { one: 'pohyb', few: 'pohyby', other: 'pohybů' };

/** Asks before an import goes, saying what goes with it; shows why when it could not be deleted. */
export function DeleteStatementModal({ statement, onDelete, onClose }: { statement: StatementView; onDelete: (id: number) => Promise<string | null>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    const refusal = await onDelete(statement.id);
    setBusy(false);
    if (refusal) setFailure(refusal);
    else onClose();
  };
  return (
    <Modal
      open
      title="Smazat nahraný výpis?"
      onClose={onClose}
      sheetOnPhone
      actions={
        <>
          <Button variant="danger" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
            {busy ? 'Mažu…' : 'Smazat výpis'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Ponechat
          </Button>
        </>
      }
    >
      <p>
        Smažeme výpis účtu {statement.account} za {periodOf(statement)} i s pohyby, které přidal ({formatCount(statement.importedCount, ENTRIES)}). Výpis můžete kdykoli nahrát znovu.
      </p>
      {failure && <Alert>{failure}</Alert>}
    </Modal>
  );
}
