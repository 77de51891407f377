import { formatCount } from '@bonus/domain';
import { ConfirmRemovalModal } from '../../shared/ConfirmRemovalModal';
import { periodOf } from './statement-dates';
import type { StatementView } from './statements.graphql';

const ENTRIES = { one: 'pohyb', few: 'pohyby', other: 'pohybů' };

/** Asks before an import goes, saying what goes with it; shows why when it could not be deleted. */
export function DeleteStatementModal({ statement, onDelete, onClose }: { statement: StatementView; onDelete: (id: number) => Promise<string | null>; onClose: () => void }) {
  return (
    <ConfirmRemovalModal title="Smazat nahraný výpis?" confirmLabel="Smazat výpis" busyLabel="Mažu…" remove={() => onDelete(statement.id)} onClose={onClose}>
      <p>
        Smažeme výpis účtu {statement.account} za {periodOf(statement)} i s pohyby, které přidal ({formatCount(statement.importedCount, ENTRIES)}). Výpis můžete kdykoli nahrát znovu.
      </p>
    </ConfirmRemovalModal>
  );
}
