import { ConfirmRemovalModal } from '../../../shared/ConfirmRemovalModal';
import type { BankConnectionView } from './bank-connections.graphql';

/** Asks before a connection goes, saying what stays; shows why when it could not be removed. */
export function RemoveConnectionModal({ connection, onRemove, onClose }: { connection: BankConnectionView; onRemove: (connection: BankConnectionView) => Promise<string | null>; onClose: () => void }) {
  return (
    <ConfirmRemovalModal title="Odpojit účet?" confirmLabel="Odpojit a smazat token" busyLabel="Odpojuji…" remove={() => onRemove(connection)} onClose={onClose}>
      <p>
        Smažeme uložený token k účtu {connection.account} a pohyby už nebudeme načítat. Pohyby, které jsme už načetli, zůstanou ve Výpisech, kde je můžete smazat. Token doporučujeme
        zrušit i v internetovém bankovnictví.
      </p>
    </ConfirmRemovalModal>
  );
}
