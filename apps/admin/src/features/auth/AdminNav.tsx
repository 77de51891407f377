import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router';

/** A page in the back office's navigation; `path` is under /admin ('' for the overview). */
export interface AdminNavItem {
  path: string;
  label: string;
  icon: LucideIcon;
}

/** A group of the sidebar ("Obsah", "Členové", "Systém"); the overview stands above them without a title. */
export interface AdminNavSection<Extra = unknown> {
  title: string | null;
  items: Array<AdminNavItem & Extra>;
}

export const adminPath = (path: string) => (path ? `/admin/${path}` : '/admin');

function NavList({ items, labelledBy }: { items: AdminNavItem[]; labelledBy?: string }) {
  return (
    <ul className="admin-nav__list" aria-labelledby={labelledBy}>
      {items.map(({ path, label, icon: Icon }) => (
        <li key={path}>
          {/* NavLink marks the current page with aria-current="page". */}
          <NavLink to={adminPath(path)} end={!path} className="admin-nav__link">
            <Icon aria-hidden="true" size={18} strokeWidth={2} />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function NavGroup({ title, items }: { title: string; items: AdminNavItem[] }) {
  const id = useId();
  return (
    <div className="admin-nav__group">
      <p className="admin-nav__title" id={id}>
        {title}
      </p>
      <NavList items={items} labelledBy={id} />
    </div>
  );
}

/** The sidebar's links, in their groups. */
export function AdminNav({ sections }: { sections: AdminNavSection[] }) {
  return (
    <>
      {sections.map((section) => (section.title ? <NavGroup key={section.title} title={section.title} items={section.items} /> : <NavList key="top" items={section.items} />))}
    </>
  );
}
