import { KeyboardEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';
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

const TABS = [
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

/** Settings (spec section 2): the security tab only for e-mail accounts; arrow keys move between tabs. */
export function SettingsPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter((tab) => !('emailOnly' in tab) || me.providerId === 'password');
  const current = tabs.find((tab) => tab.id === params.get('tab')) ?? tabs[0];
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const select = (id: string) => setParams({ tab: id }, { replace: true });
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current);
    const next = event.key === 'ArrowRight' ? tabs[(index + 1) % tabs.length] : event.key === 'ArrowLeft' ? tabs[(index - 1 + tabs.length) % tabs.length] : null;
    if (!next) return;
    select(next.id);
    refs.current[next.id]?.focus();
  };
  const Panel = current.Panel;
  return (
    <>
      <h1>Nastavení</h1>
      <div className="dash-tabs" role="tablist" aria-label="Nastavení" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[tab.id] = element;
            }}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab === current}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <section id={`panel-${current.id}`} role="tabpanel" aria-labelledby={`tab-${current.id}`}>
        <Panel />
      </section>
    </>
  );
}
