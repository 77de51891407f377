import { useAuth } from '@bonus/client';
import { Button, ThemeToggle } from '@bonus/ui';
import { ReactNode } from 'react';
import { NavLink } from 'react-router';

/** A page in the back office's navigation. */
export interface AdminNavItem {
  to: string;
  label: string;
}

export function AdminLayout({ viewerName, nav, children }: { viewerName: string; nav: AdminNavItem[]; children: ReactNode }) {
  const { signOut } = useAuth();
  return (
    <div className="admin-shell">
      <header className="admin-header">
        <strong>Bonus Klub · administrace</strong>
        <nav aria-label="Administrace" className="admin-nav">
          {nav.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/admin'}>
              {item.label}
            </NavLink>
          ))}
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
