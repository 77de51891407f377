import type { BonusType } from './bonuses';
import { requirementProgressText, requirementProgressWords, RequirementProgress, RequirementProgressWords, StepRequirement } from './step-requirements';

/** A casino offer's deposit steps: a card payment there does not count toward a bank's card payments. */
const DEPOSIT_STEP_CATEGORIES = new Set(['first-deposit', 'qualifying-deposit']);

export const CARD_DEPOSIT_WARNING = 'Pokud platíte kartou banky, u které plníte bonus, platba se do jejích podmínek nezapočítá.';

/** A requirement as GraphQL gives it (camelCase, count only for card payments). */
export interface RequirementView {
  kind: string;
  count?: number | null;
  minAmount: number;
  withinDays: number;
}

/** The domain's requirement from its GraphQL view; null for a kind this client does not know. */
export function requirementOfView(view: RequirementView): StepRequirement | null {
  if (view.kind === 'card_payments') return { kind: 'card_payments', count: view.count ?? 1, min_amount: view.minAmount, within_days: view.withinDays };
  if (view.kind === 'incoming_total') return { kind: 'incoming_total', min_amount: view.minAmount, within_days: view.withinDays };
  return null;
}

/** A step's progress as the detail shows it: its words, how full its bar is (0–1), and the payments that counted. */
export interface StepProgressNote<T> {
  /** "2 ze 3 plateb, zbývá 27 dní". */
  text: string;
  words: RequirementProgressWords;
  /** done / needed, at most 1. */
  share: number;
  done: number;
  needed: number;
  met: boolean;
  counted: readonly T[];
}

/** "2 ze 3 plateb, zbývá 27 dní" for a step with a requirement and the member's progress, with the payments that counted; null otherwise. */
export function stepProgressNote<T>(
  requirement: RequirementView | null | undefined,
  progress: (RequirementProgress & { counted: readonly T[] }) | null | undefined,
): StepProgressNote<T> | null {
  const rule = requirement ? requirementOfView(requirement) : null;
  if (!rule || !progress) return null;
  return {
    text: requirementProgressText(progress, rule),
    words: requirementProgressWords(progress, rule),
    share: progress.needed > 0 ? Math.min(1, progress.done / progress.needed) : 1,
    done: progress.done,
    needed: progress.needed,
    met: progress.met,
    counted: progress.counted,
  };
}

/**
 * The warning on a casino offer's deposit step while the member works on a bank offer that counts card
 * payments: paying the deposit with that bank's card would not count there (betting is excluded).
 */
export function depositStepWarning(bonusType: BonusType, stepCategory: string, countingCardPayments: boolean): string | null {
  return countingCardPayments && bonusType !== 'bank' && DEPOSIT_STEP_CATEGORIES.has(stepCategory) ? CARD_DEPOSIT_WARNING : null;
}
