import { depositStepWarning, stepProgressNote } from '@bonus/domain';
import type { BonusView } from './bonuses.graphql';

/**
 * The offer with what the api sends per step beside each step (lists aligned with the steps): its due time,
 * its progress from the member's statements, and the card-deposit warning while `countingCardPayments`
 * (the member works on a bank offer that counts card payments).
 */
export function withStepDues(bonus: BonusView, countingCardPayments = false) {
  return {
    ...bonus,
    stepList: bonus.stepList.map((step, index) => ({
      ...step,
      due: bonus.deadlines?.steps[index] ?? null,
      progress: stepProgressNote(step.requirement, bonus.requirementProgress?.[index]),
      warning: depositStepWarning(bonus.bonusTypeName, step.category, countingCardPayments),
    })),
  };
}

/** Whether the member works on a bank offer whose steps count card payments from their statements. */
export function countsCardPayments(bonuses: readonly BonusView[]): boolean {
  return bonuses.some((bonus) => bonus.stepIdx > 0 && bonus.bonusTypeName === 'bank' && bonus.stepList.some((step) => step.requirement?.kind === 'card_payments'));
}

export type BonusWithDues = ReturnType<typeof withStepDues>;
