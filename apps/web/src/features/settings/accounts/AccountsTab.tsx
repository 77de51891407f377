import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage, formatCzechDate } from '@bonus/domain';
import { Alert, Button, DataColumn, DataTable, ErrorState, LoadingState } from '@bonus/ui';
import { useState } from 'react';
import { AccountDates, AccountForm } from './AccountForm';
import { CREATE_MEMBER_ACCOUNT_MUTATION, DELETE_MEMBER_ACCOUNT_MUTATION, MEMBER_ACCOUNTS_QUERY, MemberAccountView, UPDATE_MEMBER_ACCOUNT_MUTATION } from './accounts.graphql';
import './accounts.css';
import { failureText } from '../../../shared/failure-text';

const date = (seconds: number) => formatCzechDate(new Date(seconds * 1000));
const COLUMNS: DataColumn<MemberAccountView>[] = [
  { id: 'company', header: 'Společnost', cell: (account) => account.company.name, sortValue: (account) => account.company.name },
  { id: 'opened', header: 'Založen', cell: (account) => date(account.openedAt), sortValue: (account) => account.openedAt },
  { id: 'closed', header: 'Zrušen', cell: (account) => (account.closedAt ? date(account.closedAt) : 'otevřený'), sortValue: (account) => account.closedAt ?? Number.MAX_SAFE_INTEGER },
  { id: 'source', header: 'Zapsáno', cell: (account) => (account.source === 'bonus' ? 'po dokončení bonusu' : 'ručně') },
];

/**
 * Moje účty (claim planner): the accounts the member holds or held at banks and casinos. Offers that are only for
 * new clients, or for people without an account there in the last months, are judged from this list.
 */
export function AccountsTab() {
  const { data, error, refetch } = useQuery(MEMBER_ACCOUNTS_QUERY, { fetchPolicy: 'cache-and-network' });
  const options = { refetchQueries: [{ query: MEMBER_ACCOUNTS_QUERY }], awaitRefetchQueries: true };
  const [create] = useMutation(CREATE_MEMBER_ACCOUNT_MUTATION, options);
  const [update] = useMutation(UPDATE_MEMBER_ACCOUNT_MUTATION, options);
  const [remove] = useMutation(DELETE_MEMBER_ACCOUNT_MUTATION, options);
  const [editing, setEditing] = useState<MemberAccountView | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (error && !data) return <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState label="Načítám vaše účty…" />;

  const save = async ({ companyId, openedTimestamp, closedTimestamp }: AccountDates): Promise<string | null> => {
    try {
      if (editing && editing !== 'new') await update({ variables: { input: { id: editing.id, openedTimestamp, closedTimestamp } } });
      else await create({ variables: { input: { companyId, openedTimestamp, closedTimestamp } } });
      setEditing(null);
      return null;
    } catch (caught) {
      return failureText(caught, 'CHANGES_SAVE_FAILED');
    }
  };
  const deleteAccount = async (account: MemberAccountView) => {
    if (!window.confirm(`Smazat záznam o účtu u ${account.company.name}?`)) return;
    setFailure(null);
    try {
      await remove({ variables: { id: account.id } });
    } catch (caught) {
      setFailure(failureText(caught, 'CHANGES_SAVE_FAILED'));
    }
  };

  return (
    <div className="accounts-tab">
      <h2>Moje účty</h2>
      <p>Účty, které máte nebo jste měli u bank a kasin. Podle nich poznáme, na které nabídky máte nárok (třeba jen pro nové klienty). Účet zapíšeme sami, když dokončíte bonus; data můžete opravit.</p>
      {failure && <Alert>{failure}</Alert>}
      <DataTable
        label="Seznam vašich účtů"
        rows={data.memberAccounts}
        columns={COLUMNS}
        rowKey={(account) => String(account.id)}
        emptyText="Zatím tu žádný účet není."
        rowActions={(account) => [
          { label: 'Upravit data', onSelect: () => setEditing(account) },
          { label: 'Smazat', onSelect: () => void deleteAccount(account), danger: true },
        ]}
        menuLabel={(account) => `Akce účtu ${account.company.name}`}
      />
      {editing ? (
        <AccountForm key={editing === 'new' ? 'new' : editing.id} companies={data.companies} account={editing === 'new' ? null : editing} onSave={save} onCancel={() => setEditing(null)} />
      ) : (
        <Button onClick={() => setEditing('new')}>Přidat účet</Button>
      )}
    </div>
  );
}
