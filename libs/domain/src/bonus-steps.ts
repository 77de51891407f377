/**
 * Bonus step progress (spec section 4). `stepIdx` counts completed steps: steps 0..stepIdx-1 are done.
 * A step can be completed only if it is the first or the previous one is completed.
 */
export type StepStatus = 'completed' | 'active' | 'available' | 'locked';

/**
 * Status of step `index`; `openIndex` is the step the member has opened in the detail view. While the
 * bonus's steps are `blocked` (locked or outside its window) no open step is "being done".
 */
export function stepStatus(index: number, stepIdx: number, openIndex: number | null = null, blocked = false): StepStatus {
  if (index < stepIdx) return 'completed';
  if (index > stepIdx || blocked) return 'locked';
  return index === openIndex ? 'active' : 'available';
}

export function canCompleteStep(index: number, stepIdx: number, stepCount: number): boolean {
  return index === stepIdx && index < stepCount;
}

/** Completing step n records step index n + 1. */
export function completeStep(index: number, stepIdx: number, stepCount: number): number {
  if (!canCompleteStep(index, stepIdx, stepCount)) throw new RangeError(`Step ${index} cannot be completed at progress ${stepIdx}`);
  return index + 1;
}

/** Undoing step n records index n, which also clears every later step. */
export function undoStep(index: number, stepIdx: number): number {
  if (index < 0 || index >= stepIdx) throw new RangeError(`Step ${index} is not completed at progress ${stepIdx}`);
  return index;
}

/** "Mark as completed" (which asks for the earnings) is enabled only when every step is done. */
export function allStepsDone(stepIdx: number, stepCount: number): boolean {
  return stepIdx >= stepCount;
}

/**
 * The server's check for a recorded step index: either the next step was completed (current + 1)
 * or a completed step was undone (any lower index).
 */
export function isValidProgressChange(current: number, requested: number, stepCount: number): boolean {
  if (!Number.isInteger(requested) || requested < 0 || requested > stepCount) return false;
  return requested === current + 1 || requested < current;
}
