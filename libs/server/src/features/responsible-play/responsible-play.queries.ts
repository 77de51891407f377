import type { EntityManager } from 'typeorm';
import { OperatorStatus, OperatorStatusRecord, TERMS_VERSION } from '@bonus/domain';

const DECLARATION = 'casino_self_exclusion';

/** What the member's bonus list needs of responsible play besides their own row: the declaration and the operator statuses. */
export interface PlayRecords {
  declaredAt: Date | null;
  operatorHistory: readonly OperatorStatusRecord[];
}

/** When the member first declared they are not in the register of excluded persons; null when never. */
export async function declaredAtOf(manager: EntityManager, userId: string): Promise<Date | null> {
  const [row]: { declared_at: Date | null }[] = await manager.query(`SELECT min(recorded_at) AS declared_at FROM user_consent WHERE user_id = $1 AND kind = $2 AND granted`, [userId, DECLARATION]);
  return row.declared_at;
}

/** Records the declaration (a consent row with its time and terms version). */
export async function insertDeclaration(manager: EntityManager, userId: string, at: Date): Promise<void> {
  await manager.query(`INSERT INTO user_consent (user_id, kind, granted, terms_version, recorded_at) VALUES ($1, $2, true, $3, $4)`, [userId, DECLARATION, TERMS_VERSION, at]);
}

/** Locks the member's row for the rest of the transaction and reads their pause (casino starts take the same lock). */
export async function lockedPauseUntil(manager: EntityManager, userId: string): Promise<Date | null> {
  const [row]: { casino_pause_until: Date | null }[] = await manager.query(`SELECT casino_pause_until FROM app_user WHERE id = $1 FOR UPDATE`, [userId]);
  return row.casino_pause_until;
}

export async function setPauseUntil(manager: EntityManager, userId: string, until: Date): Promise<void> {
  await manager.query(`UPDATE app_user SET casino_pause_until = $2 WHERE id = $1`, [userId, until]);
}

interface OperatorStatusRow {
  company_id: number;
  company_name: string;
  status: OperatorStatus;
  since: Date;
  recorded_at: Date;
}

/** A recorded status with the operator's name, for the member's history. */
export interface NamedOperatorStatus extends OperatorStatusRecord {
  id: number;
  companyName: string;
}

const toNamedStatus = (row: OperatorStatusRow & { id: number }): NamedOperatorStatus => ({
  id: row.id,
  companyId: row.company_id,
  companyName: row.company_name,
  status: row.status,
  since: row.since,
  recordedAt: row.recorded_at,
});

/** The member's statuses, newest first (by since, then by when recorded). */
export async function operatorStatusesOf(manager: EntityManager, userId: string): Promise<NamedOperatorStatus[]> {
  const rows: (OperatorStatusRow & { id: number })[] = await manager.query(
    `SELECT s.id, s.company_id, c.name AS company_name, s.status, s.since, s.recorded_at
       FROM operator_status s JOIN company c ON c.id = s.company_id
      WHERE s.user_id = $1 ORDER BY s.since DESC, s.recorded_at DESC, s.id DESC`,
    [userId],
  );
  return rows.map(toNamedStatus);
}

/** Records a status; null when the company does not exist. */
export async function insertOperatorStatus(manager: EntityManager, userId: string, companyId: number, status: OperatorStatus, since: Date): Promise<NamedOperatorStatus | null> {
  const rows: (OperatorStatusRow & { id: number })[] = await manager.query(
    `INSERT INTO operator_status (user_id, company_id, status, since)
     SELECT $1, c.id, $3, $4 FROM company c WHERE c.id = $2
     RETURNING id, company_id, (SELECT name FROM company WHERE id = $2) AS company_name, status, since, recorded_at`,
    [userId, companyId, status, since],
  );
  return rows[0] ? toNamedStatus(rows[0]) : null;
}

/** Both in one statement: what the bonus list is personalised with. */
export async function playRecordsOf(manager: EntityManager, userId: string): Promise<PlayRecords> {
  const [row]: { declared_at: Date | null; statuses: { company_id: number; status: OperatorStatus; since: string; recorded_at: string }[] }[] = await manager.query(
    `SELECT (SELECT min(recorded_at) FROM user_consent WHERE user_id = $1 AND kind = $2 AND granted) AS declared_at,
            coalesce((SELECT json_agg(json_build_object('company_id', company_id, 'status', status, 'since', since, 'recorded_at', recorded_at)) FROM operator_status WHERE user_id = $1), '[]') AS statuses`,
    [userId, DECLARATION],
  );
  return {
    declaredAt: row.declared_at,
    operatorHistory: row.statuses.map((status) => ({ companyId: status.company_id, status: status.status, since: new Date(status.since), recordedAt: new Date(status.recorded_at) })),
  };
}

/** Erasure: the member's operator statuses go with their other financial records (the declaration stays, as every consent). */
export async function deleteOperatorStatusesOf(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`DELETE FROM operator_status WHERE user_id = $1`, [userId]);
}
