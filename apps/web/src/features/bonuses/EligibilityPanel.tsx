import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { BonusView, FORGET_ELIGIBILITY_REMINDER_MUTATION, REMIND_WHEN_ELIGIBLE_MUTATION } from './bonuses.graphql';
import { EligibilityNote } from './EligibilityNote';
import { failureText } from '../../shared/failure-text';

/** The eligibility note of an offer with its reminder saved on the server (the catalogue is read again after). */
export function EligibilityPanel({ bonus, compact = false }: { bonus: BonusView; compact?: boolean }) {
  const options = { variables: { bonusId: bonus.id }, refetchQueries: ['Bonuses'], awaitRefetchQueries: true };
  const [remind, reminding] = useMutation(REMIND_WHEN_ELIGIBLE_MUTATION, options);
  const [forget, forgetting] = useMutation(FORGET_ELIGIBILITY_REMINDER_MUTATION, options);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(failureText(error, 'CHANGES_SAVE_FAILED'));
    }
  };
  return (
    <EligibilityNote
      eligibility={bonus.eligibility}
      busy={reminding.loading || forgetting.loading}
      failure={failure}
      onRemind={() => void run(remind)}
      onForget={() => void run(forget)}
      compact={compact}
    />
  );
}
