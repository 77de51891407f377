import type { DataSource, EntityManager } from 'typeorm';
import type { BonusType, ReminderKind, ReminderSettings, SpecialMark, TermsField, TierCode } from '@bonus/domain';
import { visibleNowSql } from '../bonuses/bonus-visibility';
import { ReminderSettingsEntity } from './reminder-settings.entity';
import { neitherCompletedNorHiddenSql } from '../bonuses/still-open-sql';
import { openDueStepsJoinSql, stepDueAtSql } from '../bonuses/step-due-sql';

/** The SQL of who gets which reminder (issue #36 added the step-due and terms-changed ones). */

/** Members with reminder settings who can get mail. */
const RECIPIENTS = `reminder_settings s JOIN app_user u ON u.id = s.user_id AND u.email IS NOT NULL AND u.deactivated_at IS NULL AND u.erased_at IS NULL`;
/** Started, neither completed nor hidden (STARTED_JOIN, then STILL_OPEN in the WHERE clause). */
const STARTED_JOIN = `JOIN user_bonus_progress p ON p.user_id = u.id AND p.step_idx > 0 JOIN bonus b ON b.id = p.bonus_id`;
const STILL_OPEN = neitherCompletedNorHiddenSql('u.id', 'b.id');
const STARTED = `${STARTED_JOIN} WHERE ${STILL_OPEN}`;

/** A member to remind of one offer. */
export interface ReminderCandidate {
  user_id: string;
  email: string;
  bonus_id: number;
  name: string;
  end_at: Date;
}

/** Steps of started offers due within `hours` (members with the expiring setting). */
export function stepsDueSoon(dataSource: DataSource, now: Date, hours: number): Promise<(ReminderCandidate & { position: number; step_title: string; due_at: Date; started_at: Date })[]> {
  return dataSource.query(
    `SELECT u.id AS user_id, u.email, b.id AS bonus_id, b.name, b.end_at, st.position, st.title AS step_title, p.started_at,
            ${stepDueAtSql('p', 'st')} AS due_at
       FROM ${RECIPIENTS} ${STARTED_JOIN}
       ${openDueStepsJoinSql('p', 'st')}
      WHERE ${STILL_OPEN} AND s.expiring
        AND ${stepDueAtSql('p', 'st')} > $1
        AND ${stepDueAtSql('p', 'st')} <= $1::timestamptz + make_interval(hours => $2)`,
    [now, hours],
  );
}

/** A change of one field of the terms as a version stores it (values as on the REST wire). */
export interface StoredTermsChange {
  field: TermsField;
  before: unknown;
  after: unknown;
}

/**
 * Members working on an offer whose terms changed since they started (on unless switched off), with every change
 * since, oldest first, and when they started (the due dates a change moves count from it).
 */
export function termsChangedSinceStart(dataSource: DataSource): Promise<(ReminderCandidate & { version: number; started_at: Date | null; changes: StoredTermsChange[] | null })[]> {
  return dataSource.query(
    `SELECT u.id AS user_id, u.email, b.id AS bonus_id, b.name, b.end_at, b.terms_version AS version, p.started_at,
            (SELECT jsonb_agg(c.change ORDER BY v.version, c.position) FROM bonus_terms_version v, jsonb_array_elements(v.changes) WITH ORDINALITY c(change, position)
              WHERE v.bonus_id = b.id AND v.version > p.terms_version) AS changes
       FROM app_user u LEFT JOIN reminder_settings s ON s.user_id = u.id ${STARTED}
        AND u.email IS NOT NULL AND u.deactivated_at IS NULL AND u.erased_at IS NULL
        AND coalesce(s.terms_changes, true) AND p.terms_version < b.terms_version AND NOT b.draft`,
  );
}

/** The member's reminder settings; null until they saved some. */
export async function reminderSettingsOf(manager: EntityManager, userId: string): Promise<ReminderSettings | null> {
  const row = await manager.findOneBy(ReminderSettingsEntity, { userId });
  return row && { expiring: row.expiring, renewals: row.renewals, followedTypes: row.followedTypes, termsChanges: row.termsChanges };
}

/** Following starts at `now`: bonuses added before it are not announced; it ends when no type is followed. */
export async function saveReminderSettings(manager: EntityManager, userId: string, settings: ReminderSettings, now: Date): Promise<void> {
  await manager.query(
    `INSERT INTO reminder_settings (user_id, expiring, renewals, followed_types, following_since, terms_changes)
     VALUES ($1, $2, $3, $4::text[], CASE WHEN cardinality($4::text[]) > 0 THEN $5::timestamptz END, $6)
     ON CONFLICT (user_id) DO UPDATE SET expiring = $2, renewals = $3, followed_types = $4::text[], terms_changes = $6,
       following_since = CASE WHEN cardinality($4::text[]) = 0 THEN NULL ELSE coalesce(reminder_settings.following_since, $5::timestamptz) END`,
    [userId, settings.expiring, settings.renewals, settings.followedTypes, now, settings.termsChanges],
  );
}

/** Started offers ending within `hours` (members with the expiring setting). */
export function expiringSoon(manager: EntityManager, now: Date, hours: number): Promise<ReminderCandidate[]> {
  return manager.query(
    `SELECT u.id AS user_id, u.email, b.id AS bonus_id, b.name, b.end_at FROM ${RECIPIENTS} ${STARTED}
       AND s.expiring AND b.end_at > $1 AND b.end_at <= $1::timestamptz + make_interval(hours => $2)`,
    [now, hours],
  );
}

/** Started renewing offers running now that renew on `weekday` (members with the renewals setting). */
export function renewingOn(manager: EntityManager, now: Date, weekday: number): Promise<ReminderCandidate[]> {
  return manager.query(
    `SELECT u.id AS user_id, u.email, b.id AS bonus_id, b.name, b.end_at FROM ${RECIPIENTS} ${STARTED}
       AND s.renewals AND $2 = ANY(b.renewing_days) AND b.start_at <= $1 AND b.end_at > $1`,
    [now, weekday],
  );
}

/** Offers shown now of the types members follow, added since they started following, not hidden by them; with what the tier check needs. */
export function newFollowedBonuses(
  manager: EntityManager,
  now: Date,
): Promise<(ReminderCandidate & { tier: TierCode; bonus_type: BonusType; special_mark: SpecialMark | null; expected_value_halere: string })[]> {
  return manager.query(
    `SELECT u.id AS user_id, u.email, t.code AS tier, b.id AS bonus_id, b.name, b.end_at, b.bonus_type, b.special_mark, b.expected_value_halere
       FROM ${RECIPIENTS} JOIN tier t ON t.id = u.tier_id
       JOIN bonus b ON b.bonus_type = ANY(s.followed_types) AND b.created_at > s.following_since AND ${visibleNowSql('b', '$1')}
      WHERE NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = u.id AND h.bonus_id = b.id)`,
    [now],
  );
}

/** Claims one reminder for sending in the caller's transaction; false when it was claimed before. */
export async function claimReminder(manager: EntityManager, userId: string, kind: ReminderKind, bonusId: number, occurrence: string): Promise<boolean> {
  const claimed: unknown[] = await manager.query(
    `INSERT INTO reminder_delivery (user_id, kind, bonus_id, occurrence) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING user_id`,
    [userId, kind, bonusId, occurrence],
  );
  return claimed.length > 0;
}
