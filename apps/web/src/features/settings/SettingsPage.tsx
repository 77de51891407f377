import { useMediaQuery } from '@bonus/ui';
import { ChevronRight } from 'lucide-react';
import { MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMe } from '../../session/session-context';
import { AccountsTab } from './accounts/AccountsTab';
import { ApiTokensTab } from './ApiTokensTab';
import { BankConnectionsTab } from './bank-connections/BankConnectionsTab';
import { CasinoPauseTab } from './casino-pause/CasinoPauseTab';
import { DocumentsTab } from './InfoTabs';
import { MembershipTab } from './MembershipTab';
import { NotificationsTab } from './NotificationsTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import './settings.css';

const SECTIONS = [
  { id: 'profile', label: 'Profil', Panel: ProfileTab },
  { id: 'membership', label: 'Členství', Panel: MembershipTab },
  { id: 'accounts', label: 'Moje účty', Panel: AccountsTab },
  { id: 'bank-connections', label: 'Napojení banky', Panel: BankConnectionsTab },
  { id: 'casino-pause', label: 'Pauza od kasin', Panel: CasinoPauseTab },
  { id: 'notifications', label: 'Notifikace', Panel: NotificationsTab },
  { id: 'security', label: 'Zabezpečení', Panel: SecurityTab, emailOnly: true },
  { id: 'api-tokens', label: 'API tokeny', Panel: ApiTokensTab },
  { id: 'documents', label: 'Dokumenty', Panel: DocumentsTab },
] as const;

/** The width at which the section list and the section share the screen no more (the phone shell's). */
const PHONE = '(max-width: 640px)';

/** Set on the way from the list into a section, so the section's back link can return in the history. */
interface FromList {
  fromList: true;
}

/**
 * Settings (spec section 2), the security section only for e-mail accounts. The section is in the URL (?tab=),
 * so links, reloads and the browser's back all work. On desktop a side list beside the section (the first
 * when none is chosen); on a phone the list alone, and a chosen section alone with a way back to the list.
 */
export function SettingsPage() {
  const me = useMe();
  const phone = useMediaQuery(PHONE);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const sections = SECTIONS.filter((section) => !('emailOnly' in section) || me.providerId === 'password');
  const chosen = sections.find((section) => section.id === params.get('tab')) ?? null;
  const shown = chosen ?? (phone ? null : sections[0]);
  const back = (event: MouseEvent) => {
    // Came from the list: step back in the history, so the browser's back does not return to the section.
    if ((location.state as FromList | null)?.fromList) {
      event.preventDefault();
      navigate(-1);
    }
  };
  return (
    <div className="settings">
      {phone && shown && (
        <Link to={{ search: '' }} replace className="settings__back" onClick={back}>
          ← Všechna nastavení
        </Link>
      )}
      <h1>Nastavení</h1>
      <div className="settings__layout">
        {(!phone || !shown) && (
          <nav className="settings__nav" aria-label="Sekce nastavení">
            <ul>
              {sections.map((section) => (
                <li key={section.id}>
                  <Link to={{ search: `?tab=${section.id}` }} state={{ fromList: true } satisfies FromList} className="settings__link" aria-current={section === shown ? 'page' : undefined}>
                    <span>{section.label}</span>
                    <ChevronRight size={18} aria-hidden="true" className="settings__chevron" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {shown && (
          <section className="settings__section" aria-label={shown.label}>
            <shown.Panel />
          </section>
        )}
      </div>
    </div>
  );
}
