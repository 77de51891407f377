import { MigrationInterface, QueryRunner } from 'typeorm';

/** Read by no member's answer (the lifecycle job's, keyed by Firebase uid): outside the answer versions, as the other queues. */
export const FIREBASE_ACCOUNT_CHANGE_TABLES = ['firebase_account_change'] as const;

/**
 * Issue #59: changes the database has committed and Firebase Authentication still has to make (an account
 * disabled, enabled again or deleted), one row per Firebase account: written in the transaction of the change,
 * made right after commit and retried by the lifecycle job until Firebase has it. Keyed by the Firebase uid,
 * which erasure removes from `app_user`. `version` tells a newer wish from the one an attempt is making.
 */
export class FirebaseAccountChanges1798500000400 implements MigrationInterface {
  name = 'FirebaseAccountChanges1798500000400';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "firebase_account_change" ("firebase_uid" text NOT NULL, "action" text NOT NULL, "version" integer NOT NULL DEFAULT '1', "due_since" TIMESTAMP WITH TIME ZONE NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "last_error" text, CONSTRAINT "firebase_account_change_action_check" CHECK ("action" IN ('disable', 'enable', 'delete')), CONSTRAINT "PK_firebase_account_change" PRIMARY KEY ("firebase_uid"))`,
    );
    await queryRunner.query(`CREATE INDEX "firebase_account_change_due" ON "firebase_account_change" ("due_since")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "firebase_account_change"`);
  }
}
