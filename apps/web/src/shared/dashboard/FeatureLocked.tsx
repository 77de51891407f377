import { Lock } from 'lucide-react';
import { ReactNode } from 'react';
import { Link } from 'react-router';
import { dashboardPath } from './dashboard-pages';

/** What a higher tier would unlock here, with the way to upgrade (the server refuses the feature itself). */
export function FeatureLocked({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="note" className="feature-locked">
      <p className="feature-locked__title">
        <Lock size={20} aria-hidden="true" /> <strong>{title}</strong>
      </p>
      <p>{children}</p>
      <Link className="ui-button ui-button--primary" to={`${dashboardPath('settings')}?tab=membership`}>
        Přejít na vyšší členství
      </Link>
    </div>
  );
}
