import { MigrationInterface, QueryRunner } from 'typeorm';
import { GameVolatility, offerValue, ValueTerms } from '@bonus/domain';

/**
 * One value per offer (issue #53 §1): a casino offer with value terms and a game is worth what the terms
 * give on its best game, which may be negative (an offer that costs more than it pays), so the check on
 * expected_value_halere keeps only needed capital non-negative. The values are computed here, in the same
 * transaction as the check, because they are the domain's pure function and take milliseconds per offer:
 * until they are, the cards would show the admin's typed figure beside the computed one.
 */
export class OneOfferValue1798000000000 implements MigrationInterface {
  name = 'OneOfferValue1798000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bonus" DROP CONSTRAINT "bonus_money_check"`);
    await queryRunner.query(`ALTER TABLE "bonus" ADD CONSTRAINT "bonus_money_check" CHECK ("needed_capital_halere" >= 0)`);
    const offers: { id: number; value_terms: ValueTerms; games: { id: number; rtp: string; volatility: GameVolatility }[] }[] = await queryRunner.query(
      `SELECT b.id, b.value_terms, json_agg(json_build_object('id', g.id, 'rtp', g.rtp, 'volatility', g.volatility) ORDER BY g.id) AS games
         FROM bonus b JOIN bonus_game bg ON bg.bonus_id = b.id JOIN game g ON g.id = bg.game_id
        WHERE b.value_terms IS NOT NULL
        GROUP BY b.id`,
    );
    for (const offer of offers) {
      const value = offerValue(offer.value_terms, offer.games.map((game) => ({ ...game, rtp: Number(game.rtp) })));
      if (value) await queryRunner.query(`UPDATE bonus SET expected_value_halere = $2 WHERE id = $1`, [offer.id, value.expectedValue * 100]);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE bonus SET expected_value_halere = 0 WHERE expected_value_halere < 0`);
    await queryRunner.query(`ALTER TABLE "bonus" DROP CONSTRAINT "bonus_money_check"`);
    await queryRunner.query(`ALTER TABLE "bonus" ADD CONSTRAINT "bonus_money_check" CHECK ("expected_value_halere" >= 0 AND "needed_capital_halere" >= 0)`);
  }
}
