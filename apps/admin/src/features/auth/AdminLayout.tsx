import { useAuth } from '@bonus/client';
import { Button, ThemeToggle } from '@bonus/ui';
import { ReactNode } from 'react';
import { NavLink } from 'react-router';

export function AdminLayout({ viewerName, children }: { viewerName: string; children: ReactNode }) {
  const { signOut } = useAuth();
  return (
    <div className="admin-shell">
      <header className="admin-header">
        <strong>Bonus Klub · administrace</strong>
        <nav aria-label="Administrace" className="admin-nav">
          <NavLink to="/admin" end>
            Přehled
          </NavLink>
          <NavLink to="/admin/bonuses">Bonusy</NavLink>
          <NavLink to="/admin/users">Uživatelé</NavLink>
          <NavLink to="/admin/payouts">Výplaty</NavLink>
          <NavLink to="/admin/faq">FAQ</NavLink>
          <NavLink to="/admin/investments">Investice</NavLink>
          <NavLink to="/admin/promo-codes">Slevové kódy</NavLink>
          <NavLink to="/admin/analytics">Analytika</NavLink>
          <NavLink to="/admin/audit">Audit</NavLink>
          <NavLink to="/admin/settings">Nastavení</NavLink>
        </nav>
        <div className="admin-header__actions">
          <span>{viewerName}</span>
          <ThemeToggle />
          <Button variant="secondary" onClick={() => void signOut()}>
            Odhlásit se
          </Button>
        </div>
      </header>
      <main className="admin-main">{children}</main>
    </div>
  );
}
