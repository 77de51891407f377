import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_USERS_QUERY, AdminUserView, APPROVE_ADMIN_USER_MUTATION, DELETE_ADMIN_USER_MUTATION, UPDATE_ADMIN_USER_MUTATION } from './users.graphql';
import { adminUserQuerySchema, AdminUserStatusFilter, errorMessage, formatCzechDate, formatCzk, TEXT_LIMITS } from '@bonus/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, ErrorState, LoadingState, Modal, Pagination, TableScroll, TextField } from '@bonus/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { failureText } from '../../shared/failure-text';
import { AdminUserDetail } from './AdminUserDetail';
import './admin-users.css';

/** The search text as the api takes it (trimmed, at most 100 characters). */
const searchFormSchema = adminUserQuerySchema.pick({ search: true });
const searchResolver = zodResolver(searchFormSchema);

const STATUS_LABELS: Record<AdminUserStatusFilter, string> = { all: 'Všichni', active: 'Aktivní', inactive: 'Neaktivní', pending: 'Čekají na schválení' };

/** Uživatelé: live members with search, status filter, paging, detail, approval, deactivation and erasure. */
export function AdminUsersPage() {
  const searchForm = useForm<z.input<typeof searchFormSchema>, unknown, z.output<typeof searchFormSchema>>({ resolver: searchResolver, defaultValues: { search: '' } });
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AdminUserStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [erasing, setErasing] = useState<AdminUserView | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const { data, previousData, error, refetch } = useQuery(ADMIN_USERS_QUERY, { variables: { input: { search, status, currentPage: page } }, fetchPolicy: 'cache-and-network' });
  const [updateUser] = useMutation(UPDATE_ADMIN_USER_MUTATION, { refetchQueries: ['AdminUsers'] });
  const [approveUser] = useMutation(APPROVE_ADMIN_USER_MUTATION, { refetchQueries: ['AdminUsers'], awaitRefetchQueries: true });
  const [deleteUser, deleting] = useMutation(DELETE_ADMIN_USER_MUTATION, { refetchQueries: ['AdminUsers'], awaitRefetchQueries: true });
  const result = (data ?? previousData)?.adminUsers;

  const submitSearch = searchForm.handleSubmit((form) => {
    setSearch(form.search);
    setPage(1);
  });
  const setActive = async (user: AdminUserView, active: boolean) => {
    setNotice(null);
    try {
      await updateUser({ variables: { id: user.id, active } });
      setNotice({ kind: 'success', text: active ? `Účet ${user.email ?? user.name} je znovu aktivní.` : `Účet ${user.email ?? user.name} je deaktivovaný.` });
    } catch (failure) {
      setNotice({ kind: 'error', text: failureText(failure) });
    }
  };
  const approve = async (user: AdminUserView) => {
    setNotice(null);
    try {
      await approveUser({ variables: { id: user.id } });
      setNotice({ kind: 'success', text: `Účet ${user.email ?? user.name} je schválený.` });
    } catch (failure) {
      setNotice({ kind: 'error', text: failureText(failure) });
    }
  };
  const erase = async () => {
    if (!erasing) return;
    try {
      await deleteUser({ variables: { id: erasing.id } });
      setNotice({ kind: 'success', text: `Osobní údaje uživatele ${erasing.name} byly smazány.` });
    } catch (failure) {
      setNotice({ kind: 'error', text: failureText(failure) });
    }
    setErasing(null);
  };

  if (error && !result) return <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />;
  return (
    <section className="admin-page" aria-labelledby="admin-users-title">
      <h1 id="admin-users-title">Uživatelé</h1>
      <form className="admin-filters" onSubmit={(e) => void submitSearch(e)} role="search" noValidate>
        <TextField label="Hledat jméno nebo e-mail" maxLength={TEXT_LIMITS.search} error={searchForm.formState.errors.search?.message} {...searchForm.register('search')} />
        <Button type="submit">Hledat</Button>
        <label className="ui-field">
          Stav
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as AdminUserStatusFilter);
              setPage(1);
            }}
          >
            {(Object.keys(STATUS_LABELS) as AdminUserStatusFilter[]).map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </form>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      {!result ? (
        <LoadingState label="Načítám uživatele…" />
      ) : result.users.length === 0 ? (
        <p>Nikdo neodpovídá hledání.</p>
      ) : (
        <>
          <TableScroll label="Uživatelé">
            <table className="admin-table admin-table--users">
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">Jméno</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Členství</th>
                  <th scope="col">Registrace</th>
                  <th scope="col">Výdělky</th>
                  <th scope="col">Stav</th>
                  <th scope="col">Akce</th>
                </tr>
              </thead>
              <tbody>
                {result.users.map((user) => (
                  <tr key={user.id}>
                    <td title={user.id}>{user.id.slice(0, 8)}</td>
                    <td>
                      {user.name}
                      {user.admin && <span className="ui-badge">admin</span>}
                      <br />
                      <small>{user.fullName}</small>
                    </td>
                    <td>{user.email}</td>
                    <td>{user.tierName}</td>
                    <td>{formatCzechDate(new Date(user.creationTimestamp * 1000))}</td>
                    <td>{formatCzk(user.earnings)}</td>
                    <td>
                      <span className={`ui-badge ${user.active ? 'is-active' : 'is-inactive'}`}>{user.active ? 'Aktivní' : 'Neaktivní'}</span>
                      {user.pendingApproval && <span className="ui-badge is-pending">Čeká na schválení</span>}
                    </td>
                    <td>
                      <div className="admin-actions">
                        {user.pendingApproval && (
                          <Button onClick={() => void approve(user)} aria-label={`Schválit ${user.email ?? user.name}`}>
                            Schválit
                          </Button>
                        )}
                        <Button variant="secondary" onClick={() => setDetailId(user.id)} aria-label={`Detail ${user.email ?? user.name}`}>
                          Detail
                        </Button>
                        <Button variant="secondary" onClick={() => void setActive(user, !user.active)} aria-label={`${user.active ? 'Deaktivovat' : 'Aktivovat'} ${user.email ?? user.name}`}>
                          {user.active ? 'Deaktivovat' : 'Aktivovat'}
                        </Button>
                        <Button variant="secondary" onClick={() => setErasing(user)} aria-label={`Smazat ${user.email ?? user.name}`}>
                          Smazat
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <p className="admin-total">Celkem {result.totalCount}</p>
          <Pagination page={page} pageCount={result.pageCount} onPage={setPage} />
        </>
      )}
      {detailId && <AdminUserDetail id={detailId} onClose={() => setDetailId(null)} />}
      <Modal
        open={erasing !== null}
        title="Smazat uživatele"
        onClose={() => setErasing(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setErasing(null)}>
              Zrušit
            </Button>
            <Button onClick={() => void erase()} disabled={deleting.loading}>
              Smazat osobní údaje
            </Button>
          </>
        }
      >
        <p>
          Smazat osobní údaje uživatele <strong>{erasing?.email ?? erasing?.name}</strong>? Předplatné se zruší a účetní záznamy zůstanou anonymně. Akci nelze vrátit.
        </p>
      </Modal>
    </section>
  );
}
