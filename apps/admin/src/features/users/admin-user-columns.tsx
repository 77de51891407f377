import { formatCzechDate } from '@bonus/domain';
import { Button, DataColumn, moneyColumn, StatusLabel } from '@bonus/ui';
import type { AdminUserView } from './users.graphql';

/** How the list names a member: the e-mail, or the name when there is none. */
export const who = (user: AdminUserView) => user.email ?? user.name;

/** The columns of the member list; a member waiting for approval gets the button that approves them. */
export function adminUserColumns(approve: (user: AdminUserView) => void): DataColumn<AdminUserView>[] {
  return [
    { id: 'name', header: 'Jméno', cell: (user) => user.name },
    { id: 'fullName', header: 'Celé jméno', cell: (user) => user.fullName },
    { id: 'email', header: 'E-mail', cell: (user) => user.email },
    { id: 'id', header: 'ID', cell: (user) => <span title={user.id}>{user.id.slice(0, 8)}</span> },
    { id: 'tier', header: 'Členství', cell: (user) => user.tierName },
    { id: 'registered', header: 'Registrace', cell: (user) => formatCzechDate(new Date(user.creationTimestamp * 1000)) },
    moneyColumn('earnings', 'Výdělky', (user: AdminUserView) => user.earnings),
    {
      id: 'status',
      header: 'Stav',
      cell: (user) => (
        <span className="admin-user-status">
          <StatusLabel tone={user.active ? 'success' : 'neutral'}>{user.active ? 'Aktivní' : 'Neaktivní'}</StatusLabel>
          {user.admin && <StatusLabel tone="info">admin</StatusLabel>}
          {user.pendingApproval && (
            <>
              <StatusLabel tone="warning">Čeká na schválení</StatusLabel>
              <Button onClick={() => approve(user)} aria-label={`Schválit ${who(user)}`}>
                Schválit
              </Button>
            </>
          )}
        </span>
      ),
    },
  ];
}
