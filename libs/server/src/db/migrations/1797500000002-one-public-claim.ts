import { MigrationInterface, QueryRunner } from 'typeorm';
import { formatCzk } from '@bonus/domain';

/** The tiers' monthly maximum as the seed used to word it: read as an earnings promise ("Výdělek až 15 000 Kč měsíčně"). */
const MAXIMA = [2000, 8000, 15000];
const promise = (czk: number) => `Výdělek až ${formatCzk(czk)} měsíčně`;
const limit = (czk: number) => `Bonusy s očekávaným výnosem do ${formatCzk(czk)} měsíčně`;
const PREMIUM_MARK = 'Limitováno na 500 členů';

/**
 * One earnings claim and one scarcity story on public pages: the seeded tier texts stop promising earnings
 * (the maximum is a limit of the tier) and premium loses its own "limited to 500" mark (the generation is the
 * scarcity shown; the member limit is still enforced). Only the seeded wording changes; an admin's own text stays.
 */
export class OnePublicClaim1797500000002 implements MigrationInterface {
  name = 'OnePublicClaim1797500000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const czk of MAXIMA) await queryRunner.query(`UPDATE "tier" SET "features" = array_replace("features", $1, $2)`, [promise(czk), limit(czk)]);
    await queryRunner.query(`UPDATE "tier" SET "special_mark" = NULL WHERE "code" = 'premium' AND "special_mark" = $1`, [PREMIUM_MARK]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const czk of MAXIMA) await queryRunner.query(`UPDATE "tier" SET "features" = array_replace("features", $1, $2)`, [limit(czk), promise(czk)]);
    await queryRunner.query(`UPDATE "tier" SET "special_mark" = $1 WHERE "code" = 'premium' AND "special_mark" IS NULL`, [PREMIUM_MARK]);
  }
}
