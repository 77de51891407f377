import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';

export interface TabBarEntry {
  to: string;
  tab: string;
  Icon: LucideIcon;
  /** The overview matches its own path only. */
  end: boolean;
}

/**
 * The phone's bottom tab bar (dashboard.css shows it at 640 px and narrower): the main destinations with the
 * sidebar's icons; NavLink marks the current one with aria-current="page". The menu keeps the rest.
 */
export function BottomTabBar({ entries }: { entries: readonly TabBarEntry[] }) {
  return (
    <nav className="dash-tabbar" aria-label="Hlavní navigace">
      <ul>
        {entries.map(({ to, tab, Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} className="dash-tabbar__link">
              <Icon size={22} aria-hidden="true" />
              <span>{tab}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
