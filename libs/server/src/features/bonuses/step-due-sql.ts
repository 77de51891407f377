/**
 * SQL of steps' due times (issue #36 §4), one fragment for every question about them (the member's list
 * counts in libs/domain stepDeadlines, the calendar, the reminder e-mails, the admin's missed steps), so
 * they cannot drift apart: a step is due `deadline_days` whole 24-hour days after the member's start.
 * `progress` and `step` are the aliases of user_bonus_progress and bonus_step.
 */
export function stepDueAtSql(progress: string, step: string): string {
  return `(${progress}.started_at + ${step}.deadline_days * interval '24 hours')`;
}

/** JOIN of the steps with a deadline that the member has not completed yet in an offer (`progress`). */
export function openDueStepsJoinSql(progress: string, step: string): string {
  return `JOIN bonus_step ${step} ON ${step}.bonus_id = ${progress}.bonus_id AND ${step}.deadline_days IS NOT NULL AND ${step}.position >= ${progress}.step_idx`;
}
