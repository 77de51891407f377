import type { UserEntity } from './user.entity';

/** The site's data version each member record was read with; not a column, so the entity stays as TypeORM loads it. */
const siteVersions = new WeakMap<UserEntity, string>();

/** Notes the `site_data_version` read in the same statement as `user`. */
export function rememberSiteVersion(user: UserEntity, siteVersion: string): void {
  siteVersions.set(user, siteVersion);
}

/**
 * What a member's answers are computed from, as one value: their own `data_version` (every row of theirs and
 * their record but the presence note) and the site's (catalogue, content, settings, referral and payment rows),
 * both read with the record (migration 1798300000000 lists the tables). Another member's write or a presence
 * note changes neither. Undefined for a record not read by loadMemberByFirebaseUid.
 */
export function answerVersionOf(user: UserEntity): string | undefined {
  const site = siteVersions.get(user);
  return site === undefined ? undefined : `${user.dataVersion}.${site}`;
}
