import { MigrationInterface, QueryRunner } from 'typeorm';

/** Personal API tokens: a member's named, scoped, expiring secrets for third-party tools (only hashes kept). */
export class ApiTokens1796900000000 implements MigrationInterface {
  name = 'ApiTokens1796900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "api_token" ("id" SERIAL NOT NULL, "user_id" uuid NOT NULL, "name" text NOT NULL, "secret_hash" text NOT NULL, "secret_start" text NOT NULL, "scopes" text array NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "api_token_scopes_check" CHECK ("scopes" <@ ARRAY['read', 'write', 'admin']::text[] AND 'read' = ANY("scopes")), CONSTRAINT "PK_d862311c568d175c26f41bc6f98" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "api_token_user" ON "api_token" ("user_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "api_token_hash" ON "api_token" ("secret_hash")`);
    await queryRunner.query(
      `ALTER TABLE "api_token" ADD CONSTRAINT "FK_1725c5ea908ff009f6ab3fa34fd" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "api_token"`);
  }
}
