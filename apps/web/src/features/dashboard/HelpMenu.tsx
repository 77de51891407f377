import { ChevronDown, CircleHelp, Mail, MessageCircleQuestion, Phone } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { config } from '../../config';
import { useDisclosure } from './useDisclosure';
import { dashboardPath } from '../../shared/dashboard/dashboard-pages';

/** Nápověda in the dashboard header: the FAQ and the contacts (once tabs of Nastavení) and a direct line to support. */
export function HelpMenu() {
  const panelId = useId();
  const { open, rootRef, buttonRef, toggle, close } = useDisclosure();
  return (
    <div className="dash-help" ref={rootRef}>
      <button ref={buttonRef} type="button" className="dash-help__button" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <CircleHelp size={20} aria-hidden="true" />
        <span className="dash-help__label">Nápověda</span>
        <ChevronDown size={16} aria-hidden="true" className="dash-help__chevron" />
      </button>
      <div id={panelId} className="dash-help__panel" hidden={!open}>
        <ul onClick={(event) => (event.target as HTMLElement).closest('a') && close()}>
          <li>
            <Link to={dashboardPath('faq')} className="dash-help__link">
              <MessageCircleQuestion size={18} aria-hidden="true" /> Časté dotazy
            </Link>
          </li>
          <li>
            <Link to={dashboardPath('contacts')} className="dash-help__link">
              <Phone size={18} aria-hidden="true" /> Kontakty
            </Link>
          </li>
          <li>
            <a href={`mailto:${config.contactEmail}`} className="dash-help__link">
              <Mail size={18} aria-hidden="true" /> Napsat podpoře
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
