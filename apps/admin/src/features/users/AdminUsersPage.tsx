import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_USERS_QUERY, AdminUserView, APPROVE_ADMIN_USER_MUTATION, UPDATE_ADMIN_USER_MUTATION } from './users.graphql';
import { AdminUserStatusFilter, errorMessage, TIER_CODES, TierCode } from '@bonus/domain';
import { Alert, DataTable, DownloadButton, ErrorState, RowAction } from '@bonus/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../shared/failure-text';
import { ListFilterBar } from '../../shared/list-filters/ListFilterBar';
import { ListFacet, useListFilters } from '../../shared/list-filters/use-list-filters';
import { adminUserColumns, who } from './admin-user-columns';
import { EraseUserModal } from './EraseUserModal';
import './admin-users.css';
import type { Notice } from '../../shared/notice';
import { useUsersCsv } from '../../shared/users-csv';

const STATUS_LABELS: Record<Exclude<AdminUserStatusFilter, 'all'>, string> = { active: 'Aktivní', inactive: 'Neaktivní', pending: 'Čekají na schválení' };
/** The tiers by their product names (as the member's pricing page shows them). */
const TIER_LABELS: Record<TierCode, string> = { free: 'Free', basic: 'Basic', premium: 'Premium' };
/** One chip per facet at a time (the api filters by one value of each); no chip: everyone. */
const USER_FACETS: ListFacet<AdminUserView>[] = [
  { id: 'status', label: 'Stav', single: true, options: (Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map((value) => ({ value, label: STATUS_LABELS[value] })) },
  { id: 'role', label: 'Role', single: true, options: [{ value: 'admin', label: 'Administrátoři' }, { value: 'member', label: 'Bez práv správce' }] },
  { id: 'tier', label: 'Členství', single: true, options: TIER_CODES.map((value) => ({ value, label: TIER_LABELS[value] })) },
];
/** The role chip as the api's filter: admins only, members without admin rights, or (no chip) both. */
const ADMIN_FILTER: Record<string, boolean> = { admin: true, member: false };
const memberPath = (user: AdminUserView) => `/admin/users/${user.id}`;

/** Uživatelé: live members searched as one types (on the server, accents ignored), status, role and tier chips, a CSV of what they match, paging, the member's record page, approval, deactivation and erasure. */
export function AdminUsersPage() {
  // A link from another page may ask for a member: /admin/users?search=jana@example.cz
  const [page, setPage] = useState(1);
  const filters = useListFilters<AdminUserView>({ searchLabel: 'Hledat jméno nebo e-mail', facets: USER_FACETS, onChange: () => setPage(1) });
  const search = filters.serverSearch.trim();
  const status = (filters.chosen('status')[0] ?? 'all') as AdminUserStatusFilter;
  const admin = ADMIN_FILTER[filters.chosen('role')[0] ?? ''];
  const tier = filters.chosen('tier')[0] as TierCode | undefined;
  const matching = { search, status, admin, tier };
  const loadCsv = useUsersCsv(matching);
  const navigate = useNavigate();
  const [erasing, setErasing] = useState<AdminUserView | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { data, previousData, error, refetch, loading } = useQuery(ADMIN_USERS_QUERY, { variables: { input: { ...matching, currentPage: page } }, fetchPolicy: 'cache-and-network' });
  const [updateUser] = useMutation(UPDATE_ADMIN_USER_MUTATION, { refetchQueries: ['AdminUsers'] });
  const [approveUser] = useMutation(APPROVE_ADMIN_USER_MUTATION, { refetchQueries: ['AdminUsers'], awaitRefetchQueries: true });
  const result = (data ?? previousData)?.adminUsers;

  const setActive = async (user: AdminUserView, active: boolean) => {
    setNotice(null);
    try {
      await updateUser({ variables: { id: user.id, active } });
      setNotice({ kind: 'success', text: active ? `Účet ${who(user)} je znovu aktivní.` : `Účet ${who(user)} je deaktivovaný.` });
    } catch (failure) {
      setNotice({ kind: 'error', text: failureText(failure) });
    }
  };
  const approve = async (user: AdminUserView) => {
    setNotice(null);
    try {
      await approveUser({ variables: { id: user.id } });
      setNotice({ kind: 'success', text: `Účet ${who(user)} je schválený.` });
    } catch (failure) {
      setNotice({ kind: 'error', text: failureText(failure) });
    }
  };

  const columns = adminUserColumns((user) => void approve(user));
  const rowActions = (user: AdminUserView): RowAction[] => [
    { label: user.active ? 'Deaktivovat' : 'Aktivovat', onSelect: () => void setActive(user, !user.active) },
    { label: 'Smazat osobní údaje', onSelect: () => setErasing(user), danger: true },
  ];

  if (error && !result) return <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />;
  return (
    <section className="admin-page" aria-labelledby="admin-users-title">
      <h1 id="admin-users-title">Uživatelé</h1>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      <ListFilterBar filters={filters} shown={result?.totalCount} />
      <div className="admin-users__export">
        <DownloadButton label={filters.active ? 'Exportovat vyfiltrované (CSV)' : 'Exportovat všechny (CSV)'} fileName="uzivatele.csv" load={loadCsv} />
      </div>
      <DataTable
        label="Seznam uživatelů"
        rows={result?.users}
        columns={columns}
        rowKey={(user) => user.id}
        emptyText="Nikdo neodpovídá hledání."
        loadingText="Načítám uživatele…"
        openRow={(user) => ({ label: `${user.name} – detail (${who(user)})`, href: memberPath(user), onOpen: () => void navigate(memberPath(user)) })}
        rowActions={rowActions}
        menuLabel={(user) => `Další akce: ${who(user)}`}
        paging={result && { page, pageCount: result.pageCount, onPage: setPage }}
        busy={loading}
      />
      <EraseUserModal user={erasing} onClose={() => setErasing(null)} onNotice={setNotice} />
    </section>
  );
}
