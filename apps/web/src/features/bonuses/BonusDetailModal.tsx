import { useMutation } from '@apollo/client/react';
import { HIDE_BONUS_MUTATION, RECORD_BONUS_PROGRESS_MUTATION } from './bonuses.graphql';
import { allStepsDone, cannotStart, errorMessage, isCasinoBonus } from '@bonus/domain';
import { Alert, BonusDetail, Button, Modal, RowMenu, stepsBlockOf } from '@bonus/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { dashboardPath } from '../../shared/dashboard/dashboard-pages';
import { bonusRefusalText } from './bonus-refusal';
import { BonusLockNote } from './BonusLockNote';
import { EarningsStatsNote } from './EarningsStatsNote';
import { EligibilityPanel } from './EligibilityPanel';
import { EligibilityRules } from './EligibilityRules';
import { OfferValueSection } from './OfferValueSection';
import type { BonusWithDues } from './step-dues';
import { TermsChangesSection } from './TermsChangesSection';

interface BonusDetailModalProps {
  bonus: BonusWithDues;
  now: Date;
  onClose: () => void;
  onMarkCompleted: () => void;
}

/** What the next-step bar's one primary button does and says: start, confirm a step the statements show met, complete one. */
function nextStepLabel(bonus: BonusWithDues): string {
  const number = bonus.stepIdx + 1;
  if (bonus.stepIdx === 0) return 'Začít';
  return bonus.stepList[bonus.stepIdx]?.progress?.met ? `Potvrdit splnění kroku ${number}` : `Splnit krok ${number}`;
}

/**
 * A bonus, task first (issue #58 §3): the next step with the detail's one primary action ("Začít", "Splnit
 * krok 2", "Označit jako splněný" once every step is done) and a "⋯" menu of the rarer ones (undo the last
 * step, hide the offer); then the steps with their statement progress, and after them what the offer is worth,
 * who may claim it and what others earned. The locked variant explains why; terms changed since the start are
 * said before the steps.
 */
export function BonusDetailModal({ bonus, now, onClose, onMarkCompleted }: BonusDetailModalProps) {
  const [recordProgress, { loading: saving }] = useMutation(RECORD_BONUS_PROGRESS_MUTATION);
  const [hideBonus, { loading: hiding }] = useMutation(HIDE_BONUS_MUTATION, { refetchQueries: ['Bonuses', 'EarningsSummary'] });
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingHide, setConfirmingHide] = useState(false);

  const record = async (stepIdx: number) => {
    setFailure(null);
    try {
      await recordProgress({
        variables: { bonusId: bonus.id, stepIdx },
        // Starting a bonus (or undoing it to not started) changes what the month allows: the other cards' locks and the open value.
        // Any other step of an offer with deadlines moves its next due time and what is missed.
        refetchQueries: bonus.stepIdx === 0 || stepIdx === 0 ? ['Bonuses', 'EarningsSummary'] : bonus.stepList.some((step) => step.deadlineDays !== null) ? ['Bonuses'] : [],
        update: (cache, { data }) => {
          if (data) cache.modify({ id: cache.identify({ __typename: 'Bonus', id: bonus.id }), fields: { stepIdx: () => data.recordBonusProgress.stepIdx } });
        },
      });
    } catch (error) {
      setFailure(bonusRefusalText(error, 'BONUS_STEP_FAILED'));
    }
  };
  const hide = async () => {
    setFailure(null);
    try {
      await hideBonus({ variables: { id: bonus.id } });
      onClose();
    } catch {
      setFailure(errorMessage('BONUS_HIDE_FAILED'));
      setConfirmingHide(false);
    }
  };

  const block = stepsBlockOf(bonus, now);
  const done = allStepsDone(bonus.stepIdx, bonus.stepList.length);
  const action = block ? undefined : done ? (
    <Button onClick={onMarkCompleted}>Označit jako splněný</Button>
  ) : (
    <Button onClick={() => void record(bonus.stepIdx + 1)} disabled={saving}>
      {nextStepLabel(bonus)}
    </Button>
  );
  const menu = (
    <RowMenu
      label="Další akce s bonusem"
      actions={[
        ...(!block && bonus.stepIdx > 0 ? [{ label: `Vrátit krok ${bonus.stepIdx}`, onSelect: () => void record(bonus.stepIdx - 1), disabled: saving }] : []),
        { label: 'Skrýt bonus', danger: true, onSelect: () => setConfirmingHide(true) },
      ]}
    />
  );
  const hideConfirmation = confirmingHide && (
    <div className="bonus-hide-confirm" role="alertdialog" aria-label="Potvrzení skrytí">
      <p>Opravdu chcete bonus skrýt? Skrytí nelze vrátit zpět.</p>
      {/* Focus lands here, so the question is seen and answered before anything else. */}
      <Button variant="secondary" onClick={() => setConfirmingHide(false)} autoFocus>
        Ponechat
      </Button>
      <Button variant="danger" onClick={() => void hide()} disabled={hiding}>
        {hiding ? 'Skrývám…' : 'Ano, skrýt'}
      </Button>
    </div>
  );
  // On a phone a bottom sheet (libs/ui Modal); the next-step bar stays at the top of its scrolling content.
  return (
    <Modal open title={bonus.name} onClose={onClose} size="large" sheetOnPhone actions={hideConfirmation || undefined}>
      <BonusDetail
        bonus={bonus}
        now={now}
        action={action}
        menu={menu}
        statementLink={<Link to={dashboardPath('statements')}>Nahrát novější výpis</Link>}
        lockNote={
          <>
            {bonus.lock && <BonusLockNote lock={bonus.lock} />}
            {cannotStart(bonus) && <EligibilityPanel bonus={bonus} />}
            {bonus.termsChanged && <TermsChangesSection bonus={bonus} />}
          </>
        }
        after={
          <>
            {isCasinoBonus(bonus.bonusTypeName) && <OfferValueSection bonusId={bonus.id} />}
            <EligibilityRules bonus={bonus} />
            <EarningsStatsNote stats={bonus.earningsStats} />
          </>
        }
      >
        {failure && <Alert>{failure}</Alert>}
      </BonusDetail>
    </Modal>
  );
}
