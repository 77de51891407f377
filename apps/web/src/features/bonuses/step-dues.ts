import type { BonusView } from './bonuses.graphql';

/** The offer with each step's due time beside it (the api sends them as a list aligned with the steps). */
export function withStepDues(bonus: BonusView) {
  return { ...bonus, stepList: bonus.stepList.map((step, index) => ({ ...step, due: bonus.deadlines?.steps[index] ?? null })) };
}

export type BonusWithDues = ReturnType<typeof withStepDues>;
