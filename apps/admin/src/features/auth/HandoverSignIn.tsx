import { useAuth } from '@bonus/client';
import { adminLoginPath, handoverTokenOf } from '@bonus/domain';
import { Card, LoadingState } from '@bonus/ui';
import { ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

/**
 * The sign-in token "Administrace" in the member app put in the fragment (adminHandoverUrl), taken out
 * of the address and its history entry before anything else reads it.
 */
export function takeHandoverToken(): string | null {
  const token = handoverTokenOf(window.location.hash);
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return token;
}

/** Signs in with a handed-over token before the app's guard decides; says why when that fails. */
export function HandoverSignIn({ token, children }: { token: string | null; children: ReactNode }) {
  const { firebaseUser, signInWithCustomToken } = useAuth();
  const [state, setState] = useState<'signing-in' | 'signed-in' | 'failed' | 'done'>(token ? 'signing-in' : 'done');
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    signInWithCustomToken(token).then(
      () => setState('signed-in'),
      () => setState('failed'),
    );
  }, [token, signInWithCustomToken]);

  if (state === 'failed') {
    return (
      <main className="admin-login">
        <Card aria-labelledby="handover-failed-title">
          <h1 id="handover-failed-title">Automatické přihlášení se nezdařilo</h1>
          <p role="alert">Přihlášení z členské sekce se nepodařilo převzít (odkaz mohl vypršet). Přihlaste se prosím do administrace svým e-mailem a heslem.</p>
          <Link className="ui-button ui-button--primary" to={adminLoginPath(window.location.pathname)} onClick={() => setState('done')}>
            Přihlásit se
          </Link>
        </Card>
      </main>
    );
  }
  // Signed in: the guard waits until the provider has the account too, or it would send the admin to the login.
  if (state === 'signing-in' || (state === 'signed-in' && !firebaseUser)) return <LoadingState label="Přihlašuji do administrace…" />;
  return <>{children}</>;
}
