import { canSeeInvestments, COUNTED, greeting, isTierCode, remainingCount, showsDaysRemainingBadge, vocativeFirstName } from '@bonus/domain';
import { ErrorBoundary, Logo, LogoMark, ThemeToggle, useSidebar } from '@bonus/ui';
import { Calculator, FileSpreadsheet, Gift, Handshake, History, LayoutDashboard, Lock, LogOut, LucideIcon, Menu, ReceiptText, Settings, TrendingUp, Wrench } from 'lucide-react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { DASHBOARD_PAGES, DashboardIcon, dashboardPath } from '../../shared/dashboard/dashboard-pages';
import { membershipDaysLeft } from '../../session/membership';
import { useOnline } from '../../session/online';
import { useMe, useSession } from '../../session/session-context';
import './dashboard.css';
import { BottomTabBar } from './BottomTabBar';
import { HelpMenu } from './HelpMenu';

const ICONS: Record<DashboardIcon, LucideIcon> = { LayoutDashboard, Gift, History, ReceiptText, FileSpreadsheet, Calculator, TrendingUp, Handshake, Settings };

/** The sidebar's links, from the dashboard's pages (the overview matches its own path only). */
const ENTRIES = DASHBOARD_PAGES.flatMap((page) => {
  if (!('nav' in page)) return [];
  const path = 'path' in page ? page.path : undefined;
  return [{ to: dashboardPath(path), label: page.nav.label, tab: 'tab' in page.nav ? page.nav.tab : null, Icon: ICONS[page.nav.icon], end: path === undefined, premium: 'premium' in page.nav }];
});
const TAB_BAR = ENTRIES.flatMap(({ tab, ...entry }) => (tab ? [{ ...entry, tab }] : []));

const ICON = { size: 20, 'aria-hidden': true } as const;

/** The member dashboard frame (spec section 2, Layout). */
export function DashboardLayout() {
  const me = useMe();
  const { pathname } = useLocation();
  const { logout } = useSession();
  const { sidebarOpen, overlay, menuRef, sidebarRef, toggle, closeOverlay, closeIfOverlay } = useSidebar();
  const tierCode = isTierCode(me.tier.code) ? me.tier.code : 'free';
  const daysLeft = membershipDaysLeft(me);
  const online = useOnline();
  const name = vocativeFirstName(me.name);

  return (
    <div className={`dash${sidebarOpen ? ' dash--open' : ''}`}>
      <a className="skip-link" href="#main">
        Přeskočit na obsah
      </a>
      <nav ref={sidebarRef} id="dash-sidebar" className="dash-sidebar" aria-label="Členská sekce" onClick={(e) => (e.target as HTMLElement).closest('a') && closeIfOverlay()}>
        <Link to={dashboardPath()} className="dash-sidebar__logo">
          <Logo name="Bonus Klub" size={36} />
        </Link>
        <ul>
          {ENTRIES.map((entry) =>
            entry.premium && !canSeeInvestments(tierCode) ? (
              <li key={entry.to}>
                <NavLink to={entry.to} className="dash-link dash-link--locked">
                  <Lock {...ICON} /> {entry.label} <span className="ui-badge">Premium+</span>
                </NavLink>
              </li>
            ) : (
              <li key={entry.to}>
                <NavLink to={entry.to} end={entry.end} className="dash-link">
                  <entry.Icon {...ICON} /> {entry.label}
                </NavLink>
              </li>
            ),
          )}
          {me.admin && (
            <li>
              <NavLink to="/admin/bonuses" className="dash-link">
                <Wrench {...ICON} /> Administrace
              </NavLink>
            </li>
          )}
        </ul>
        <button type="button" className="dash-link dash-logout" onClick={() => void logout()}>
          <LogOut {...ICON} /> Odhlásit se
        </button>
      </nav>
      {/* Only a pointer target: keyboard users close the sidebar with Escape or the menu button. */}
      {overlay && <div className="dash-backdrop" data-testid="sidebar-backdrop" aria-hidden="true" onClick={closeOverlay} />}
      <div className="dash-main">
        <header className="dash-header">
          <button ref={menuRef} type="button" className="dash-menu" aria-controls="dash-sidebar" aria-expanded={sidebarOpen} onClick={toggle}>
            <Menu {...ICON} />
            <span className="visually-hidden">Menu</span>
          </button>
          <Link to={dashboardPath()} className="dash-header__mark" aria-label="Bonus Klub">
            <LogoMark size={32} />
          </Link>
          <p className="dash-greeting" data-testid="greeting">
            {greeting(new Date().getHours())}
            {name && (
              <>
                , <strong>{name}</strong>
              </>
            )}
          </p>
          <div className="dash-header__status">
            <span className="ui-badge" data-testid="membership-badge">
              {me.tier.name}
            </span>
            {daysLeft !== null && showsDaysRemainingBadge(tierCode, daysLeft) && <span className="dash-days">{remainingCount(daysLeft, COUNTED.day)}</span>}
            <HelpMenu />
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
      <BottomTabBar entries={TAB_BAR} />
    </div>
  );
}
