import { canSeeInvestments, COUNTED, greeting, isTierCode, remainingCount, showsDaysRemainingBadge } from '@bonus/domain';
import { ErrorBoundary, ThemeToggle } from '@bonus/ui';
import { NavLink, Outlet, useLocation } from 'react-router';
import { membershipDaysLeft } from '../../session/membership';
import { useOnline } from '../../session/online';
import { useMe, useSession } from '../../session/SessionProvider';
import './dashboard.css';
import { useSidebar } from './useSidebar';

const ENTRIES = [
  { to: '/dashboard', label: 'Přehled', icon: '📊', end: true },
  { to: '/dashboard/bonuses', label: 'Bonusy', icon: '🎁' },
  { to: '/dashboard/bonus-history', label: 'Historie bonusů', icon: '🗂️' },
  { to: '/dashboard/reports', label: 'Reporty', icon: '🧾' },
  { to: '/dashboard/investments', label: 'Investice', icon: '📈', premium: true },
  { to: '/dashboard/referrals', label: 'Referral program', icon: '🤝' },
  { to: '/dashboard/settings', label: 'Nastavení', icon: '⚙️' },
];

/** The member dashboard frame (spec section 2, Layout). */
export function DashboardLayout() {
  const me = useMe();
  const { pathname } = useLocation();
  const { logout } = useSession();
  const { sidebarOpen, overlay, menuRef, toggle, closeOverlay, closeIfOverlay } = useSidebar();
  const tierCode = isTierCode(me.tier.code) ? me.tier.code : 'free';
  const daysLeft = membershipDaysLeft(me);
  const online = useOnline();

  return (
    <div className={`dash${sidebarOpen ? ' dash--open' : ''}`}>
      <a className="skip-link" href="#main">
        Přeskočit na obsah
      </a>
      <nav id="dash-sidebar" className="dash-sidebar" aria-label="Členská sekce" onClick={(e) => (e.target as HTMLElement).closest('a') && closeIfOverlay()}>
        <p className="dash-sidebar__logo">Bonus Klub</p>
        <ul>
          {ENTRIES.map((entry) =>
            entry.premium && !canSeeInvestments(tierCode) ? (
              <li key={entry.to}>
                <NavLink to={entry.to} className="dash-link dash-link--locked">
                  <span aria-hidden="true">🔒</span> {entry.label} <span className="ui-badge">Premium+</span>
                </NavLink>
              </li>
            ) : (
              <li key={entry.to}>
                <NavLink to={entry.to} end={entry.end} className="dash-link">
                  <span aria-hidden="true">{entry.icon}</span> {entry.label}
                </NavLink>
              </li>
            ),
          )}
          {me.admin && (
            <li>
              <NavLink to="/admin/bonuses" className="dash-link">
                <span aria-hidden="true">🛠️</span> Administrace
              </NavLink>
            </li>
          )}
        </ul>
        <button type="button" className="dash-link dash-logout" onClick={() => void logout()}>
          <span aria-hidden="true">🚪</span> Odhlásit se
        </button>
      </nav>
      {/* Only a pointer target: keyboard users close the sidebar with Escape or the menu button. */}
      {overlay && <div className="dash-backdrop" data-testid="sidebar-backdrop" aria-hidden="true" onClick={closeOverlay} />}
      <div className="dash-main">
        <header className="dash-header">
          <button ref={menuRef} type="button" className="dash-menu" aria-controls="dash-sidebar" aria-expanded={sidebarOpen} onClick={toggle}>
            <span aria-hidden="true">☰</span>
            <span className="visually-hidden">Menu</span>
          </button>
          <p className="dash-greeting">
            {greeting(new Date().getHours())}, <strong>{me.name}</strong>
          </p>
          <div className="dash-header__status">
            <span className="ui-badge" data-testid="membership-badge">
              {me.tier.name}
            </span>
            {daysLeft !== null && showsDaysRemainingBadge(tierCode, daysLeft) && <span className="dash-days">{remainingCount(daysLeft, COUNTED.day)}</span>}
            <ThemeToggle />
          </div>
        </header>
        <main id="main" className="dash-content">
          {!online && (
            <p className="offline-notice" role="status" data-testid="offline-notice">
              Jste offline. Zobrazujeme naposledy načtený přehled jen ke čtení; změny uložíte, až budete online.
            </p>
          )}
          <ErrorBoundary resetKey={pathname}>
            <Outlet />
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
