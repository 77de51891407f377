/** Deadlines per step (issue #36 §4): a step with `deadlineDays` is due that many days after the member started the offer. */

export const STEP_DEADLINE_DAYS_MIN = 1;
export const STEP_DEADLINE_DAYS_MAX = 365;
/** Members are reminded this long before a step is due (e-mail and the calendar event's alarm). */
export const STEP_DUE_REMINDER_HOURS = 24;

const DAY_MS = 86_400_000;

export interface StepDue {
  /** Null for a step without a deadline. */
  dueTimestamp: Date | null;
  /** Due, passed and not completed. */
  missed: boolean;
}

/** Where a started offer stands with its deadlines. */
export interface StepDeadlines {
  /** Per step, in the offer's order. */
  steps: StepDue[];
  /** The earliest due time of a step not completed yet (may be past: then `overdue`). */
  nextDueTimestamp: Date | null;
  overdue: boolean;
}

/**
 * Due times of an offer's steps for a member who started it at `startedAt` and completed the first
 * `stepIdx` steps. Days are whole 24-hour days from the start, so "within 7 days" ends at the same
 * hour a week later. A completed step is never missed, whenever it was completed.
 */
export function stepDeadlines(steps: readonly { deadlineDays: number | null }[], startedAt: Date, stepIdx: number, now: Date): StepDeadlines {
  const dues = steps.map((step, index): StepDue => {
    const dueAt = step.deadlineDays === null ? null : new Date(startedAt.getTime() + step.deadlineDays * DAY_MS);
    return { dueTimestamp: dueAt, missed: dueAt !== null && index >= stepIdx && dueAt <= now };
  });
  const open = dues.filter((due, index) => index >= stepIdx && due.dueTimestamp !== null).map((due) => due.dueTimestamp!.getTime());
  return { steps: dues, nextDueTimestamp: open.length ? new Date(Math.min(...open)) : null, overdue: dues.some((due) => due.missed) };
}

/** The deadlines of an offer nobody started: nothing is due. */
export const notStartedDeadlines = (steps: readonly unknown[]): StepDeadlines => ({ steps: steps.map(() => ({ dueTimestamp: null, missed: false })), nextDueTimestamp: null, overdue: false });

/**
 * The member's next deadline still ahead on a started offer (unix seconds per step, as the wire has them): the
 * earliest due time of a step not completed yet that has not passed. A missed step is said by its own label,
 * so the card names the next deadline the member can still meet.
 */
export function upcomingStepDue(dueTimestamps: readonly (number | null | undefined)[], stepIdx: number, now: Date): Date | null {
  const ahead = dueTimestamps
    .slice(stepIdx)
    .filter((due): due is number => typeof due === 'number' && due * 1000 > now.getTime());
  return ahead.length ? new Date(Math.min(...ahead) * 1000) : null;
}
