import { formatCzechDate, formatCzechDateTime } from '@bonus/domain';
import { Alert, Button, StatusLabel } from '@bonus/ui';
import type { BankConnectionView } from './bank-connections.graphql';

const at = (seconds: number) => formatCzechDateTime(new Date(seconds * 1000));

/** One connected account: its state, when it was connected and last synced, and its two actions. */
export function ConnectionCard({ connection, syncing, onSync, onRemove }: { connection: BankConnectionView; syncing: number | null; onSync: (connection: BankConnectionView) => void; onRemove: (connection: BankConnectionView) => void }) {
  return (
    <li className="bank-connections__item">
      <div className="bank-connections__head">
        <h3>Fio banka · {connection.account}</h3>
        {connection.status === 'connected' ? <StatusLabel tone="success">Připojeno</StatusLabel> : <StatusLabel tone="danger">Token odmítnut</StatusLabel>}
      </div>
      {connection.statusMessage && <Alert>{connection.statusMessage}</Alert>}
      <dl className="bank-connections__facts">
        <div>
          <dt>Připojeno</dt>
          <dd>{formatCzechDate(new Date(connection.connectedAt * 1000))}</dd>
        </div>
        <div>
          <dt>Naposledy načteno</dt>
          <dd>{connection.lastSyncedAt ? at(connection.lastSyncedAt) : 'zatím ne'}</dd>
        </div>
      </dl>
      <div className="bank-connections__actions">
        {connection.status === 'connected' && (
          <Button variant="secondary" disabled={syncing !== null} aria-busy={syncing === connection.id} onClick={() => onSync(connection)} aria-label={`Načíst teď pohyby účtu ${connection.account}`}>
            {syncing === connection.id ? 'Načítám…' : 'Načíst teď'}
          </Button>
        )}
        <Button variant="secondary" onClick={() => onRemove(connection)} aria-label={`Odpojit účet ${connection.account}`}>
          Odpojit
        </Button>
      </div>
    </li>
  );
}
