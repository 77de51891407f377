import { useMe, useSession } from '../../../session/session-context';
import { CasinoPauseForm } from './CasinoPauseForm';
import { OperatorStatusSection } from './OperatorStatusSection';
import './casino-pause.css';

/** Nastavení → Pauza od kasin (issue #38): a pause from casino offers, and the member's standing with each operator. */
export function CasinoPauseTab() {
  const me = useMe();
  const { refresh } = useSession();
  return (
    <div className="casino-pause-tab">
      <CasinoPauseForm pauseUntil={me.casinoPauseUntil ?? null} onPaused={refresh} />
      <OperatorStatusSection />
    </div>
  );
}
