import { useMutation } from '@apollo/client/react';
import { HIDE_BONUS_MUTATION, RECORD_BONUS_PROGRESS_MUTATION } from './bonuses.graphql';
import { allStepsDone, cannotStart, errorMessage, isCasinoBonus } from '@bonus/domain';
import { Alert, BonusDetail, Button, Modal, stepsBlockOf } from '@bonus/ui';
import { useState } from 'react';
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

/**
 * A bonus with its steps and their due times; the locked variant explains why and offers an upgrade instead,
 * one the member may not claim says why and from when; who may claim it, and what changed in its terms since
 * the member started it, and for a casino offer what it is worth on each of its games.
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

  const done = allStepsDone(bonus.stepIdx, bonus.stepList.length);
  const block = stepsBlockOf(bonus, now);
  const actions = confirmingHide ? (
    <div className="bonus-hide-confirm" role="alertdialog" aria-label="Potvrzení skrytí">
      <p>Opravdu chcete bonus skrýt? Skrytí nelze vrátit zpět.</p>
      <Button variant="secondary" onClick={() => setConfirmingHide(false)}>
        Ponechat
      </Button>
      <Button variant="danger" onClick={() => void hide()} disabled={hiding}>
        {hiding ? 'Skrývám…' : 'Ano, skrýt'}
      </Button>
    </div>
  ) : (
    <>
      <Button variant="secondary" onClick={() => setConfirmingHide(true)}>
        Skrýt bonus
      </Button>
      <Button variant="secondary" onClick={onClose}>
        Zavřít
      </Button>
      {!block && (
        <Button onClick={onMarkCompleted} disabled={!done || saving} title={done ? undefined : 'Nejdříve splňte všechny kroky'}>
          Označit jako splněný
        </Button>
      )}
    </>
  );
  // On a phone a bottom sheet, the actions at its bottom edge within reach (libs/ui Modal).
  return (
    <Modal open title={bonus.name} onClose={onClose} size="large" sheetOnPhone actions={actions}>
      <BonusDetail
        bonus={bonus}
        now={now}
        lockNote={
          <>
            {bonus.lock && <BonusLockNote lock={bonus.lock} />}
            {cannotStart(bonus) && <EligibilityPanel bonus={bonus} />}
            {bonus.termsChanged && <TermsChangesSection bonus={bonus} />}
            <EarningsStatsNote stats={bonus.earningsStats} />
            <EligibilityRules bonus={bonus} />
            {isCasinoBonus(bonus.bonusTypeName) && <OfferValueSection bonusId={bonus.id} />}
          </>
        }
        busy={saving}
        onRecord={(step) => void record(step)}
      >
        {failure && <Alert>{failure}</Alert>}
      </BonusDetail>
    </Modal>
  );
}
