import { useAuth } from '@bonus/client';
import { ErrorBoundary, Logo, ThemeToggle, useSidebar } from '@bonus/ui';
import { LogOut, Menu } from 'lucide-react';
import { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AdminNav, AdminNavSection } from './AdminNav';

export type { AdminNavItem, AdminNavSection } from './AdminNav';

/**
 * The back office frame: a grouped sidebar beside the page on a wide screen, folded behind a menu button on a
 * narrow one (so the page title is near the top), and a bar with the signed-in admin, the theme and sign-out.
 */
export function AdminLayout({ viewerName, nav, children }: { viewerName: string; nav: AdminNavSection[]; children: ReactNode }) {
  const { signOut } = useAuth();
  const { pathname } = useLocation();
  const { sidebarOpen, overlay, menuRef, sidebarRef, toggle, closeOverlay, closeIfOverlay } = useSidebar();
  return (
    <div className={`admin-shell${sidebarOpen ? ' admin-shell--open' : ''}`}>
      <a className="admin-skip-link" href="#admin-main">
        Přeskočit na obsah
      </a>
      <nav id="admin-sidebar" ref={sidebarRef} className="admin-sidebar" aria-label="Administrace" onClick={(event) => (event.target as HTMLElement).closest('a') && closeIfOverlay()}>
        <div className="admin-sidebar__inner">
          <div className="admin-sidebar__brand">
            <Logo name="Bonus Klub" />
            <span className="admin-sidebar__tag">administrace</span>
          </div>
          <AdminNav sections={nav} />
        </div>
      </nav>
      {/* Only a pointer target: keyboard users close the sidebar with Escape or the menu button. */}
      {overlay && <div className="admin-backdrop" data-testid="admin-sidebar-backdrop" aria-hidden="true" onClick={closeOverlay} />}
      <div className="admin-column">
        <header className="admin-header">
          <button ref={menuRef} type="button" className="admin-menu" aria-controls="admin-sidebar" aria-expanded={sidebarOpen} onClick={toggle}>
            <Menu aria-hidden="true" size={22} />
            <span className="visually-hidden">Menu</span>
          </button>
          <span className="admin-header__logo">
            <Logo name="Bonus Klub" size={28} />
          </span>
          <div className="admin-header__actions">
            <span className="admin-header__viewer">{viewerName}</span>
            <ThemeToggle />
            <button type="button" className="admin-signout" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" size={18} />
              <span className="admin-signout__text">Odhlásit se</span>
            </button>
          </div>
        </header>
        <main id="admin-main" className="admin-main">
          <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
