import { BonusCard, BonusDetail, Modal } from '@bonus/ui';
import type { AdminBonusView } from './admin-bonuses.graphql';

/**
 * 'Náhled': the saved bonus exactly as the member catalogue shows it, card and detail (the same
 * components), as a member who may take it and has not started yet sees it. A casino offer's 18+ and
 * Ministry warning shows once, in the detail; the card has only its "18+" chip, as in the member's list.
 */
export function BonusPreviewModal({ bonus, onClose }: { bonus: AdminBonusView; onClose: () => void }) {
  const asMemberSeesIt = { ...bonus, stepIdx: 0, lock: null };
  const now = new Date();
  return (
    <Modal open title={`Náhled: ${bonus.name}`} onClose={onClose} size="large">
      <div className="bonus-preview">
        <section aria-label="Karta v katalogu">
          <BonusCard bonus={asMemberSeesIt} now={now} onOpen={() => undefined} gamblingNotice="chip" />
        </section>
        <section aria-label="Detail bonusu">
          <BonusDetail bonus={asMemberSeesIt} now={now} />
        </section>
      </div>
    </Modal>
  );
}
