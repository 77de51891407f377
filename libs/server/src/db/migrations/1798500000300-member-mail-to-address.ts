import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #59: the referral invitation joins the member-mail outbox. It goes to the address a visitor typed on the
 * inviting member's landing page, not to the member's own, so a queued mail may carry the address it goes to.
 * The table stays out of the members' answer versions (1798400000000): a column adds no trigger.
 */
export class MemberMailToAddress1798500000300 implements MigrationInterface {
  name = 'MemberMailToAddress1798500000300';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "member_mail" ADD "to_address" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "member_mail" DROP COLUMN "to_address"`);
  }
}
