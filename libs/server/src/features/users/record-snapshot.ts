import type { UserEntity } from './user.entity';

/** The database snapshot each member record was read in; not a column, so the entity stays as TypeORM loads it. */
const snapshots = new WeakMap<UserEntity, string>();

/** Notes the snapshot (`pg_current_snapshot()`) the statement that read `user` ran in. */
export function rememberSnapshot(user: UserEntity, snapshot: string): void {
  snapshots.set(user, snapshot);
}

/**
 * The snapshot the record was read in (which transactions had committed), or undefined for a record not
 * read by loadMemberByFirebaseUid. Two reads with the same snapshot saw the same committed data in every
 * table, so an answer computed after the read can be kept under it (apps/api's kept answers).
 */
export function databaseSnapshotOf(user: UserEntity): string | undefined {
  return snapshots.get(user);
}
