import { MigrationInterface, QueryRunner } from 'typeorm';
import { formatCzk } from '@bonus/domain';

/** The tiers' monthly maxima and how the seed worded them before: still readable as a monthly income. */
const MAXIMA = [2000, 8000, 15000];
const before = (czk: number) => `Bonusy s očekávaným výnosem do ${formatCzk(czk)} měsíčně`;
/** The same limit said as a limit of what a member may take on in a month (libs/domain bonus-limits.ts). */
export const monthlyCapText = (czk: number) => `Měsíční strop očekávané hodnoty začatých bonusů: ${formatCzk(czk)}`;
const BASIC_BEFORE = 'Pro pravidelný přivýdělek';
export const BASIC_SUBTITLE = 'Více bonusů a měsíční reporty';

/**
 * Issue #38 §2: nothing on a public page may say or imply a steady income from gambling. The seeded tier
 * texts lose "Pro pravidelný přivýdělek" and word the monthly maximum as a cap; an admin's own wording stays.
 */
export class NoIncomeWording1797900000100 implements MigrationInterface {
  name = 'NoIncomeWording1797900000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const czk of MAXIMA) await queryRunner.query(`UPDATE "tier" SET "features" = array_replace("features", $1, $2)`, [before(czk), monthlyCapText(czk)]);
    await queryRunner.query(`UPDATE "tier" SET "subtitle" = $2 WHERE "code" = 'basic' AND "subtitle" = $1`, [BASIC_BEFORE, BASIC_SUBTITLE]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const czk of MAXIMA) await queryRunner.query(`UPDATE "tier" SET "features" = array_replace("features", $1, $2)`, [monthlyCapText(czk), before(czk)]);
    await queryRunner.query(`UPDATE "tier" SET "subtitle" = $2 WHERE "code" = 'basic' AND "subtitle" = $1`, [BASIC_SUBTITLE, BASIC_BEFORE]);
  }
}
