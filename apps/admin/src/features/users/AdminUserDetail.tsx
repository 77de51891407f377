import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_USER_QUERY, UPDATE_ADMIN_USER_MUTATION } from './users.graphql';
import { errorMessage, formatCzechDate, formatCzk, orderStatusLabel, orderWaiverText, payoutStatusLabel } from '@bonus/domain';
import { Alert, Checkbox, ConsentList, ErrorState, LoadingState, Modal } from '@bonus/ui';
import { useState } from 'react';

const date = (seconds: number) => formatCzechDate(new Date(seconds * 1000));

/** One member: earnings, orders (with the withdrawal waiver each was bought under), consents, payouts, and the admin flag. */
export function AdminUserDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, error, refetch } = useQuery(ADMIN_USER_QUERY, { variables: { id }, fetchPolicy: 'network-only' });
  const [update, { loading }] = useMutation(UPDATE_ADMIN_USER_MUTATION, { refetchQueries: ['AdminUsers'] });
  const [failure, setFailure] = useState<string | null>(null);
  const user = data?.adminUser;
  return (
    <Modal open title={user ? `${user.name} (${user.email ?? 'bez e-mailu'})` : 'Uživatel'} onClose={onClose} size="large">
      {error && !user ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : !user ? (
        <LoadingState />
      ) : (
        <div className="admin-user-detail">
          <dl className="admin-facts">
            <div><dt>Členství</dt><dd>{user.tierName}</dd></div>
            <div><dt>Registrace</dt><dd>{date(user.creationTimestamp)}</dd></div>
            <div><dt>Z bonusů</dt><dd>{formatCzk(user.bonusRevenue)}</dd></div>
            <div><dt>Z doporučení</dt><dd>{formatCzk(user.referralRevenue)}</dd></div>
            <div><dt>Zůstatek</dt><dd>{formatCzk(user.balance)}</dd></div>
            <div><dt>Vyplaceno</dt><dd>{formatCzk(user.paidOut)}</dd></div>
            <div><dt>Splněné bonusy</dt><dd>{user.completedBonuses}</dd></div>
            <div><dt>Pozvaní</dt><dd>{user.referredUsers}</dd></div>
          </dl>
          <Checkbox
            label="Administrátor"
            checked={user.admin}
            disabled={loading}
            onChange={async (e) => {
              setFailure(null);
              try {
                await update({ variables: { id, admin: e.target.checked } });
              } catch (problem) {
                setFailure(problem instanceof Error ? problem.message : errorMessage('SERVER_ERROR'));
              }
            }}
          />
          {failure && <Alert>{failure}</Alert>}
          <h3>Objednávky</h3>
          {user.orders.length === 0 ? <p>Žádné.</p> : (
            <ul>
              {user.orders.map((o) => (
                <li key={o.id}>
                  {date(o.creationTimestamp)} · {o.tierName} · {formatCzk(o.amount)} · {orderStatusLabel(o.status)}
                  {o.expirationTimestamp ? ` · do ${date(o.expirationTimestamp)}` : ''} · {orderWaiverText(o)}
                </li>
              ))}
            </ul>
          )}
          <h3>Souhlasy</h3>
          <ConsentList consents={user.consents} />
          <h3>Výplaty</h3>
          {user.payouts.length === 0 ? <p>Žádné.</p> : (
            <ul>
              {user.payouts.map((p) => (
                <li key={p.id}>
                  {date(p.creationTimestamp)} · {formatCzk(p.amount)} · {payoutStatusLabel(p.status)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
}
