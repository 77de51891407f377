import { useMutation, useQuery } from '@apollo/client/react';
import { bankConnectionInputSchema, errorMessage, formatCount } from '@bonus/domain';
import { Alert, Button, ErrorState, LoadingState, TextField } from '@bonus/ui';
import { FormEvent, useRef, useState } from 'react';
import { failureText } from '../../../shared/failure-text';
import { BANK_CONNECTIONS_QUERY, BankConnectionView, CONNECT_BANK_MUTATION, REMOVE_BANK_CONNECTION_MUTATION, SYNC_BANK_CONNECTION_MUTATION } from './bank-connections.graphql';
import { ConnectionCard } from './ConnectionCard';
import { RemoveConnectionModal } from './RemoveConnectionModal';
import './bank-connections.css';

const ENTRIES = { one: 'nový pohyb', few: 'nové pohyby', other: 'nových pohybů' };

/** What a connect or a sync did, in one sentence for the live region. */
function outcomeText(account: string, result: { outcome: string; message?: string | null; imported: number; duplicates: number }): string {
  if (result.outcome !== 'synced') return `${account}: ${result.message ?? ''}`;
  const known = result.duplicates ? `, ${result.duplicates} už jsme měli` : '';
  return `${account}: načteno ${formatCount(result.imported, ENTRIES)}${known}.`;
}

/**
 * Nastavení → Napojení banky (issue #55 part 4): the member pastes Fio banka's read-only token once; the product
 * then fetches the account's statements itself (daily and on "Načíst teď"). The token is never shown again.
 */
export function BankConnectionsTab() {
  const { data, error, refetch } = useQuery(BANK_CONNECTIONS_QUERY, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: BANK_CONNECTIONS_QUERY }];
  const [connect] = useMutation(CONNECT_BANK_MUTATION, { refetchQueries, awaitRefetchQueries: true });
  const [sync] = useMutation(SYNC_BANK_CONNECTION_MUTATION, { refetchQueries, awaitRefetchQueries: true });
  const [remove] = useMutation(REMOVE_BANK_CONNECTION_MUTATION, { refetchQueries, awaitRefetchQueries: true });
  const [token, setToken] = useState('');
  const [tokenError, setTokenError] = useState<string | undefined>();
  const [connecting, setConnecting] = useState(false);
  const [syncing, setSyncing] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [removing, setRemoving] = useState<BankConnectionView | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone('');
    const checked = bankConnectionInputSchema.shape.token.safeParse(token);
    if (!checked.success) {
      setTokenError(checked.error.issues[0]?.message);
      return;
    }
    setTokenError(undefined);
    setConnecting(true);
    try {
      const { data: connected } = await connect({ variables: { input: { provider: 'fio', token: checked.data } } });
      setToken('');
      if (connected) setDone(`Účet je připojený. ${outcomeText(connected.connectBank.connection.account, connected.connectBank)}`);
    } catch (caught) {
      setFailure(failureText(caught, 'CHANGES_SAVE_FAILED'));
    } finally {
      setConnecting(false);
    }
  };

  const syncNow = async (connection: BankConnectionView) => {
    setFailure(null);
    setDone('');
    setSyncing(connection.id);
    try {
      const { data: synced } = await sync({ variables: { id: connection.id } });
      if (synced) setDone(outcomeText(connection.account, synced.syncBankConnection));
    } catch (caught) {
      setFailure(failureText(caught, 'CHANGES_SAVE_FAILED'));
    } finally {
      setSyncing(null);
    }
  };

  const removeConnection = async (connection: BankConnectionView): Promise<string | null> => {
    try {
      await remove({ variables: { id: connection.id } });
      setDone(`Účet ${connection.account} je odpojený a token smazaný.`);
      // The card and its buttons are gone: the focus goes to the section's heading, not to the page.
      heading.current?.focus();
      return null;
    } catch (caught) {
      return failureText(caught, 'CHANGES_SAVE_FAILED');
    }
  };

  return (
    <div className="bank-connections">
      <h2 id="bank-connections-title" ref={heading} tabIndex={-1}>
        Napojení banky
      </h2>
      <p>Pohyby z účtu u Fio banky můžeme načítat sami, každé ráno i na požádání, místo nahrávání výpisů. Stačí token jen pro čtení: s ním nejde zadat platbu ani nic změnit.</p>
      <ol className="bank-connections__steps">
        <li>V internetovém bankovnictví Fio otevřete Nastavení → API a přidejte token s oprávněním „Pouze sledovat účet“.</li>
        <li>Token (64 znaků) zkopírujte a vložte sem. Uložíme ho zašifrovaný a už ho nikomu neukážeme.</li>
      </ol>
      <form className="bank-connections__form" onSubmit={(event) => void submit(event)} noValidate aria-busy={connecting}>
        <TextField
          label="Token z Fio banky (jen pro čtení)"
          name="fio-token"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
          maxLength={200}
          value={token}
          error={tokenError}
          onChange={(event) => setToken(event.target.value)}
        />
        <Button type="submit" disabled={connecting} aria-busy={connecting}>
          {connecting ? 'Ověřuji token…' : 'Připojit účet'}
        </Button>
      </form>
      <div className="bank-connections__live" role="status" aria-live="polite">
        {done && <p className="bank-connections__done">{done}</p>}
      </div>
      {failure && <Alert>{failure}</Alert>}
      {error && !data ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState label="Načítám napojené účty…" />
      ) : data.bankConnections.length === 0 ? (
        <p>Zatím nemáte napojený žádný účet.</p>
      ) : (
        <ul className="bank-connections__list" aria-label="Napojené účty">
          {data.bankConnections.map((connection) => (
            <ConnectionCard key={connection.id} connection={connection} syncing={syncing} onSync={(chosen) => void syncNow(chosen)} onRemove={setRemoving} />
          ))}
        </ul>
      )}
      {removing && <RemoveConnectionModal connection={removing} onRemove={removeConnection} onClose={() => setRemoving(null)} />}
    </div>
  );
}
