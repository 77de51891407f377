import { pausedOffersNote } from '@bonus/domain';
import { Button } from '@bonus/ui';
import { PauseCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { dashboardPath } from '../../shared/dashboard/dashboard-pages';

interface PausedOffer {
  id: number;
  name: string;
  company: { name: string };
}

interface PausedCasinoOffersProps {
  offers: readonly PausedOffer[];
  /** When the pause ends; null when the session has not heard of it yet. */
  pauseUntil: Date | null;
  now: Date;
}

/**
 * While the member's casino pause lasts, their casino offers stand behind one line (issue #53 §4): no value
 * or deadline to pull them back in. On request the offers' names only, so nothing seems to have vanished.
 */
export function PausedCasinoOffers({ offers, pauseUntil, now }: PausedCasinoOffersProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="bonus-paused" role="region" aria-label="Pauza od kasin">
      <p className="bonus-paused__line" data-testid="casino-pause-note">
        <PauseCircle size={18} aria-hidden="true" focusable="false" />
        {pausedOffersNote(offers.length, pauseUntil, now)}
      </p>
      <div className="bonus-paused__actions">
        <Button variant="secondary" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {open ? 'Skrýt názvy nabídek' : 'Zobrazit názvy nabídek'}
        </Button>
        <Link className="ui-button ui-button--secondary" to={`${dashboardPath('settings')}?tab=casino-pause`}>
          Nastavení pauzy
        </Link>
      </div>
      <ul id={listId} className="bonus-paused__list" hidden={!open}>
        {offers.map((offer) => (
          <li key={offer.id}>
            {offer.name} <span className="bonus-paused__company">· {offer.company.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
