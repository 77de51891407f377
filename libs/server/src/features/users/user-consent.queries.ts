import type { EntityManager } from 'typeorm';
import { CONSENT_KINDS, CONSENT_LABELS, ConsentDto, ConsentKind, TERMS_VERSION } from '@bonus/domain';
import { UserConsentEntity } from './user-consent.entity';

/** Records consents given or withdrawn now, under the terms in force. */
export async function recordConsents(manager: EntityManager, userId: string, consents: Partial<Record<ConsentKind, boolean>>): Promise<void> {
  const rows = Object.entries(consents).map(([kind, granted]) => ({ userId, kind: kind as ConsentKind, granted: granted === true, termsVersion: TERMS_VERSION }));
  if (rows.length) await manager.insert(UserConsentEntity, rows);
}

/** Each kind's newest row: what the member has agreed to now, in the order registration asks. */
export async function currentConsents(manager: EntityManager, userId: string): Promise<ConsentDto[]> {
  const rows: { kind: ConsentKind; granted: boolean; terms_version: string; recorded_at: Date }[] = await manager.query(
    `SELECT DISTINCT ON (kind) kind, granted, terms_version, recorded_at FROM user_consent WHERE user_id = $1 ORDER BY kind, recorded_at DESC, id DESC`,
    [userId],
  );
  return rows
    .sort((a, b) => CONSENT_KINDS.indexOf(a.kind) - CONSENT_KINDS.indexOf(b.kind))
    .map((row) => ({
      kind: row.kind,
      label: CONSENT_LABELS[row.kind],
      granted: row.granted,
      terms_version: row.terms_version,
      recorded_timestamp: Math.floor(row.recorded_at.getTime() / 1000),
    }));
}

/** The withdrawal waiver the member gave last, if it still stands. */
export async function standingWaiver(manager: EntityManager, userId: string): Promise<{ at: Date; termsVersion: string } | null> {
  const latest = await manager.findOne(UserConsentEntity, { where: { userId, kind: 'digital_content_waiver' }, order: { recordedAt: 'DESC', id: 'DESC' } });
  return latest?.granted ? { at: latest.recordedAt, termsVersion: latest.termsVersion } : null;
}
