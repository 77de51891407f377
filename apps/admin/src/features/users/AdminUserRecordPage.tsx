import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage, formatCzechDate, formatCzk } from '@bonus/domain';
import { Alert, Button, ConsentList, DataTable, ErrorState, LoadingState, StatusLabel } from '@bonus/ui';
import { ArrowLeft, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { failureText } from '../../shared/failure-text';
import type { Notice } from '../../shared/notice';
import { AdminRightsDialog } from './AdminRightsDialog';
import { EraseUserModal } from './EraseUserModal';
import { ORDER_COLUMNS, PAYOUT_COLUMNS } from './member-record-columns';
import { ADMIN_SELF_QUERY, ADMIN_USER_QUERY, APPROVE_ADMIN_USER_MUTATION, UPDATE_ADMIN_USER_MUTATION } from './users.graphql';
import './admin-users.css';

const date = (seconds: number) => formatCzechDate(new Date(seconds * 1000));

/**
 * /admin/users/:id, one member's record as a page: who they are and their actions at the top (sign-in,
 * admin rights through a dialog that asks for a reason, approval, erasure), then their figures, orders
 * and payouts as tables, and their consents.
 */
export function AdminUserRecordPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(ADMIN_USER_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const self = useQuery(ADMIN_SELF_QUERY, { fetchPolicy: 'cache-first' }).data?.me?.id;
  const [update, updating] = useMutation(UPDATE_ADMIN_USER_MUTATION, { refetchQueries: ['AdminUsers'] });
  const [approve, approving] = useMutation(APPROVE_ADMIN_USER_MUTATION, { refetchQueries: ['AdminUsers'] });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [rightsOpen, setRightsOpen] = useState(false);
  const [erasing, setErasing] = useState(false);
  const user = data?.adminUser;

  if (error && !user) return <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />;
  if (!user) return <LoadingState />;
  const who = user.email ?? user.name;
  const isSelf = user.id === self;
  const act = async (run: () => Promise<unknown>, done: string) => {
    setNotice(null);
    try {
      await run();
      setNotice({ kind: 'success', text: done });
    } catch (failure) {
      setNotice({ kind: 'error', text: failureText(failure) });
    }
  };

  return (
    <section className="admin-page member-record" aria-labelledby="member-record-title">
      <Link className="member-record__back" to="/admin/users">
        <ArrowLeft size={16} aria-hidden="true" /> Uživatelé
      </Link>
      <header className="member-record__head">
        <div>
          <h1 id="member-record-title">{user.name}</h1>
          <p className="member-record__who">
            {user.fullName && <span>{user.fullName}</span>} <span>{user.email ?? 'bez e-mailu'}</span>
          </p>
          <p className="admin-user-status">
            <StatusLabel tone={user.active ? 'success' : 'neutral'}>{user.active ? 'Aktivní' : 'Neaktivní'}</StatusLabel>
            {user.admin && <StatusLabel tone="info">Administrátor</StatusLabel>}
            {user.pendingApproval && <StatusLabel tone="warning">Čeká na schválení</StatusLabel>}
          </p>
        </div>
        <div className="member-record__actions" role="group" aria-label="Akce s členem">
          {user.pendingApproval && (
            <Button disabled={approving.loading} onClick={() => void act(() => approve({ variables: { id: user.id } }), `Účet ${who} je schválený.`)}>
              Schválit registraci
            </Button>
          )}
          <Button variant="secondary" disabled={isSelf && user.admin} title={isSelf && user.admin ? 'Vlastní práva administrátora odebrat nelze.' : undefined} onClick={() => setRightsOpen(true)}>
            {user.admin ? <ShieldOff size={16} aria-hidden="true" /> : <ShieldCheck size={16} aria-hidden="true" />}
            {user.admin ? 'Odebrat práva administrátora' : 'Udělit práva administrátora'}
          </Button>
          <Button
            variant="secondary"
            disabled={updating.loading || (isSelf && user.active)}
            onClick={() => void act(() => update({ variables: { id: user.id, active: !user.active } }), user.active ? `Účet ${who} je deaktivovaný.` : `Účet ${who} je znovu aktivní.`)}
          >
            {user.active ? 'Deaktivovat' : 'Aktivovat'}
          </Button>
          <Button variant="danger" disabled={isSelf} onClick={() => setErasing(true)}>
            Smazat osobní údaje
          </Button>
        </div>
      </header>
      {isSelf && <p className="member-record__self">Toto je váš účet: vlastní práva administrátora ani přístup si odebrat nemůžete.</p>}
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}

      <dl className="admin-facts" aria-label="Souhrn člena">
        <div><dt>Členství</dt><dd>{user.tierName}</dd></div>
        <div><dt>Registrace</dt><dd>{date(user.creationTimestamp)}</dd></div>
        <div><dt>Z bonusů</dt><dd>{formatCzk(user.bonusRevenue)}</dd></div>
        <div><dt>Z doporučení</dt><dd>{formatCzk(user.referralRevenue)}</dd></div>
        <div><dt>Zůstatek</dt><dd>{formatCzk(user.balance)}</dd></div>
        <div><dt>Vyplaceno</dt><dd>{formatCzk(user.paidOut)}</dd></div>
        <div><dt>Splněné bonusy</dt><dd>{user.completedBonuses}</dd></div>
        <div><dt>Pozvaní</dt><dd>{user.referredUsers}</dd></div>
      </dl>

      <h2>Objednávky</h2>
      <DataTable label="Objednávky člena" rows={user.orders} columns={ORDER_COLUMNS} rowKey={(order) => order.id} emptyText="Žádné objednávky." />
      <h2>Výplaty</h2>
      <DataTable label="Výplaty člena" rows={user.payouts} columns={PAYOUT_COLUMNS} rowKey={(payout) => String(payout.id)} emptyText="Žádné výplaty." />
      <h2>Souhlasy</h2>
      <ConsentList consents={user.consents} />

      {rightsOpen && <AdminRightsDialog member={user} onClose={() => setRightsOpen(false)} onDone={(text) => setNotice({ kind: 'success', text })} />}
      <EraseUserModal
        user={erasing ? user : null}
        onClose={() => setErasing(false)}
        onNotice={(erased) => {
          setNotice(erased);
          if (erased.kind === 'success') void navigate('/admin/users');
        }}
      />
    </section>
  );
}
