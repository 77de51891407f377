import type { DataSource } from 'typeorm';
import type { TermsField } from '@bonus/domain';
import { neitherCompletedNorHiddenSql } from '../bonuses/still-open-sql';
import { openDueStepsJoinSql, stepDueAtSql } from '../bonuses/step-due-sql';

/** The SQL of who gets which reminder (issue #36 added the step-due and terms-changed ones). */

/** Members with reminder settings who can get mail. */
export const RECIPIENTS = `reminder_settings s JOIN app_user u ON u.id = s.user_id AND u.email IS NOT NULL AND u.deactivated_at IS NULL AND u.erased_at IS NULL`;
/** Started, neither completed nor hidden (STARTED_JOIN, then STILL_OPEN in the WHERE clause). */
const STARTED_JOIN = `JOIN user_bonus_progress p ON p.user_id = u.id AND p.step_idx > 0 JOIN bonus b ON b.id = p.bonus_id`;
const STILL_OPEN = neitherCompletedNorHiddenSql('u.id', 'b.id');
export const STARTED = `${STARTED_JOIN} WHERE ${STILL_OPEN}`;

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

/** Members working on an offer whose terms changed since they started, with the fields that changed (on unless switched off). */
export function termsChangedSinceStart(dataSource: DataSource): Promise<(ReminderCandidate & { version: number; fields: TermsField[] | null })[]> {
  return dataSource.query(
    `SELECT u.id AS user_id, u.email, b.id AS bonus_id, b.name, b.end_at, b.terms_version AS version,
            (SELECT array_agg(DISTINCT c->>'field') FROM bonus_terms_version v, jsonb_array_elements(v.changes) c
              WHERE v.bonus_id = b.id AND v.version > p.terms_version) AS fields
       FROM app_user u LEFT JOIN reminder_settings s ON s.user_id = u.id ${STARTED}
        AND u.email IS NOT NULL AND u.deactivated_at IS NULL AND u.erased_at IS NULL
        AND coalesce(s.terms_changes, true) AND p.terms_version < b.terms_version AND NOT b.draft`,
  );
}
