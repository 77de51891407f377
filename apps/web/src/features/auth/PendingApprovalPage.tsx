import { errorMessage } from '@bonus/domain';
import { Button } from '@bonus/ui';
import { useState } from 'react';
import { useSession } from '../../session/session-context';
import { AuthCard } from './AuthCard';

/** The whole member section for an account that waits for an admin's approval (autoApproveUsers off). */
export function PendingApprovalPage() {
  const { refresh, logout } = useSession();
  const [checking, setChecking] = useState(false);
  const check = async () => {
    setChecking(true);
    await refresh();
    setChecking(false);
  };
  return (
    <AuthCard title="Váš účet čeká na schválení">
      <p role="status">{errorMessage('ACCOUNT_PENDING_APPROVAL')}</p>
      <p>Registrace proběhla v pořádku. Nové členy teď schvalujeme ručně.</p>
      <div className="auth-actions">
        <Button onClick={() => void check()} disabled={checking}>
          {checking ? 'Ověřuji…' : 'Zkontrolovat znovu'}
        </Button>
        <Button variant="secondary" onClick={() => void logout()}>
          Odhlásit se
        </Button>
      </div>
    </AuthCard>
  );
}
