/** An icon of the sidebar, by its lucide name (the layout holds the components; this file stays plain data). */
export type DashboardIcon = 'LayoutDashboard' | 'Gift' | 'History' | 'ReceiptText' | 'FileSpreadsheet' | 'Calculator' | 'TrendingUp' | 'Handshake' | 'Settings';

export interface DashboardPage {
  /** Relative under /dashboard; absent for the overview (the index page). */
  path?: string;
  /** The page's module under src/ (see route-table.ts). */
  page: string;
  preload?: true;
  /** The page's link in the sidebar; `premium`: shown locked below Premium+; `tab`: also in the phone's bottom tab bar, under this short label. */
  nav?: { label: string; icon: DashboardIcon; premium?: true; tab?: string };
}

/**
 * The member dashboard's pages, in the sidebar's order: the route table makes their routes from this list, the
 * sidebar its links, and every link into the dashboard its address (`dashboardPath`). Plain data, read by
 * vite.config.mts in Node too.
 */
export const DASHBOARD_PAGES = [
  { page: 'features/overview/OverviewPage', preload: true, nav: { label: 'Přehled', icon: 'LayoutDashboard', tab: 'Přehled' } },
  { path: 'bonuses', page: 'features/bonuses/BonusesPage', nav: { label: 'Bonusy', icon: 'Gift', tab: 'Bonusy' } },
  { path: 'bonus-history', page: 'features/bonus-history/BonusHistoryPage', nav: { label: 'Historie bonusů', icon: 'History', tab: 'Historie' } },
  { path: 'reports', page: 'features/reports/ReportsPage', nav: { label: 'Reporty', icon: 'ReceiptText' } },
  { path: 'statements', page: 'features/statements/StatementsPage', nav: { label: 'Výpisy', icon: 'FileSpreadsheet' } },
  { path: 'calculator', page: 'features/calculator/CalculatorPage', nav: { label: 'Kalkulačka bonusu', icon: 'Calculator' } },
  { path: 'investments', page: 'features/investments/InvestmentsPage', nav: { label: 'Investice', icon: 'TrendingUp', premium: true } },
  { path: 'investments/:categoryId', page: 'features/investments/InvestmentsPage' },
  { path: 'referrals', page: 'features/referrals/ReferralsPage', nav: { label: 'Doporučení', icon: 'Handshake', tab: 'Doporučení' } },
  { path: 'settings', page: 'features/settings/SettingsPage', nav: { label: 'Nastavení', icon: 'Settings', tab: 'Nastavení' } },
  { path: 'faq', page: 'features/help/HelpFaqPage' },
  { path: 'contacts', page: 'features/help/ContactsPage' },
] as const satisfies readonly DashboardPage[];

/** A page of the dashboard without parameters. */
export type DashboardPath = Exclude<(typeof DASHBOARD_PAGES)[number] extends infer Page ? (Page extends { path: infer Path } ? Path : never) : never, `${string}:${string}`>;

/** The address of a dashboard page, from the table above (the overview without an argument). */
export const dashboardPath = (path?: DashboardPath): string => (path ? `/dashboard/${path}` : '/dashboard');
