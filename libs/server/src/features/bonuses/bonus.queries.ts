import type { EntityManager } from 'typeorm';
import type { TermsChange } from '@bonus/domain';
import { neitherCompletedNorHiddenSql } from './still-open-sql';
import { openDueStepsJoinSql, stepDueAtSql } from './step-due-sql';

/** The SQL of a member's standing with the offers, and of offers' terms versions (issue #36). */

/** Where one member stands with one offer. */
export interface MemberBonusState {
  stepIdx: number;
  /** Hidden or completed: not listed any more. */
  closed: boolean;
  /** Completed (in their history). */
  finished: boolean;
  /** When they started it; null when not started (step 0). */
  startedAt: Date | null;
  /** The terms version they started under; null when not started. */
  startedTermsVersion: number | null;
  /** "Připomenout": the day they asked to be reminded of. */
  remindAt: Date | null;
}

/** By bonus id: kept as a map, so a cached read is not indexed again on every request. */
export type MemberBonusStates = ReadonlyMap<number, MemberBonusState>;

/** One statement for every offer the member touched: progress, hidden, completed, reminders. */
export async function memberBonusStates(manager: EntityManager, userId: string): Promise<MemberBonusStates> {
  const rows: { bonus_id: number; step_idx: number; closed: boolean; finished: boolean; started_at: Date | null; terms_version: number | null; remind_at: Date | null }[] = await manager.query(
    `SELECT bonus_id, max(step_idx)::int AS step_idx, bool_or(closed) AS closed, bool_or(finished) AS finished,
            max(started_at) AS started_at, max(terms_version)::int AS terms_version, max(remind_at) AS remind_at FROM (
       SELECT bonus_id, step_idx, false AS closed, false AS finished,
              CASE WHEN step_idx > 0 THEN started_at END AS started_at, CASE WHEN step_idx > 0 THEN terms_version END AS terms_version, NULL::timestamptz AS remind_at
         FROM user_bonus_progress WHERE user_id = $1
       UNION ALL SELECT bonus_id, 0, true, false, NULL, NULL, NULL FROM hidden_bonus WHERE user_id = $1
       UNION ALL SELECT bonus_id, 0, true, true, NULL, NULL, NULL FROM bonus_history_entry WHERE user_id = $1
       UNION ALL SELECT bonus_id, 0, false, false, NULL, NULL, remind_at FROM eligibility_reminder WHERE user_id = $1) member_state
     GROUP BY bonus_id`,
    [userId],
  );
  return new Map(
    rows.map((row) => [
      row.bonus_id,
      { stepIdx: row.step_idx, closed: row.closed, finished: row.finished, startedAt: row.started_at, startedTermsVersion: row.terms_version, remindAt: row.remind_at },
    ]),
  );
}

export async function setEligibilityReminder(manager: EntityManager, userId: string, bonusId: number, remindAt: Date): Promise<void> {
  await manager.query(
    `INSERT INTO eligibility_reminder (user_id, bonus_id, remind_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, bonus_id) DO UPDATE SET remind_at = excluded.remind_at`,
    [userId, bonusId, remindAt],
  );
}

/** False when the member had no reminder of the offer. */
export async function deleteEligibilityReminder(manager: EntityManager, userId: string, bonusId: number): Promise<boolean> {
  const [, deleted] = await manager.query(`DELETE FROM eligibility_reminder WHERE user_id = $1 AND bonus_id = $2`, [userId, bonusId]);
  return deleted > 0;
}

/** The member's reminders of offers still to come, for the calendar feed; none for a day the offer does not run to (its end moved). */
export async function upcomingEligibilityReminders(manager: EntityManager, userId: string, now: Date): Promise<{ bonusId: number; name: string; remindAt: Date }[]> {
  const rows: { bonus_id: number; name: string; remind_at: Date }[] = await manager.query(
    `SELECT r.bonus_id, b.name, r.remind_at FROM eligibility_reminder r JOIN bonus b ON b.id = r.bonus_id
      WHERE r.user_id = $1 AND b.end_at > greatest($2::timestamptz, r.remind_at) AND ${neitherCompletedNorHiddenSql('r.user_id', 'r.bonus_id')}
      ORDER BY r.remind_at, r.bonus_id`,
    [userId, now],
  );
  return rows.map((row) => ({ bonusId: row.bonus_id, name: row.name, remindAt: row.remind_at }));
}

/** A new version of an offer's terms; the offer's own `terms_version` moves with it. */
export async function recordTermsVersion(manager: EntityManager, bonusId: number, version: number, changes: readonly TermsChange[], at: Date): Promise<void> {
  await manager.query(`INSERT INTO bonus_terms_version (bonus_id, version, created_at, changes) VALUES ($1, $2, $3, $4::jsonb)`, [bonusId, version, at, JSON.stringify(changes)]);
  await manager.query(`UPDATE bonus SET terms_version = $2 WHERE id = $1`, [bonusId, version]);
}

export interface TermsVersion {
  version: number;
  createdTimestamp: Date;
  changes: TermsChange[];
}

/** GET /bonus_terms: newest first. */
export async function termsVersionsOf(manager: EntityManager, bonusId: number): Promise<TermsVersion[]> {
  const rows: { version: number; created_at: Date; changes: TermsChange[] }[] = await manager.query(
    `SELECT version, created_at, changes FROM bonus_terms_version WHERE bonus_id = $1 ORDER BY version DESC`,
    [bonusId],
  );
  return rows.map((row) => ({ version: row.version, createdTimestamp: row.created_at, changes: row.changes }));
}

/** Members working on the offer (started, neither completed nor hidden) under an older version than `version`. */
export async function membersStartedBefore(manager: EntityManager, bonusId: number, version: number): Promise<number> {
  const [{ count }] = await manager.query(
    `SELECT count(*)::int AS count FROM user_bonus_progress p
      WHERE p.bonus_id = $1 AND p.step_idx > 0 AND p.terms_version < $2 AND ${neitherCompletedNorHiddenSql('p.user_id', 'p.bonus_id')}`,
    [bonusId, version],
  );
  return count;
}

/** The steps with deadlines the member has still to complete in offers they started (neither completed nor hidden). */
export async function openDueStepsOf(manager: EntityManager, userId: string): Promise<{ bonusId: number; position: number; title: string; dueAt: Date }[]> {
  const rows: { bonus_id: number; position: number; title: string; due_at: Date }[] = await manager.query(
    `SELECT p.bonus_id, st.position, st.title, ${stepDueAtSql('p', 'st')} AS due_at
       FROM user_bonus_progress p ${openDueStepsJoinSql('p', 'st')}
      WHERE p.user_id = $1 AND p.step_idx > 0 AND ${neitherCompletedNorHiddenSql('p.user_id', 'p.bonus_id')}
      ORDER BY due_at, st.position`,
    [userId],
  );
  return rows.map((row) => ({ bonusId: row.bonus_id, position: row.position, title: row.title, dueAt: row.due_at }));
}
