import { z } from 'zod';
import { GAME_VOLATILITIES } from './bonuses';
import type { BonusType } from './bonuses';
import { MAX_AMOUNT_CZK, recordId } from './input-bounds';

/** Issue #38 §1: Czech texts of the value terms and the value calculator, each defined once. */
export const VALUE_TERMS_MESSAGES = {
  amount: 'Zadejte částku od 0 Kč',
  multiplier: 'Zadejte násobek protočení od 0 do 200',
  base: 'Vyberte základ protočení: bonus, nebo vklad + bonus',
  contribution: 'Započítání hry musí být od 0,01 % do 100 %',
  maxBet: 'Max. sázka musí být od 0,01 Kč',
  maxCashout: 'Max. výběr musí být od 0,01 Kč, nebo prázdný (bez limitu)',
  rtp: 'RTP musí být větší než 0 % a nejvýš 100 %',
  volatility: 'Vyberte volatilitu: nízká, střední, nebo vysoká',
} as const;
const M = VALUE_TERMS_MESSAGES;

export const WAGERING_BASES = ['bonus', 'deposit_and_bonus'] as const;
export type WageringBase = (typeof WAGERING_BASES)[number];
export const WAGERING_BASE_LABELS: Record<WageringBase, string> = { bonus: 'bonus', deposit_and_bonus: 'vklad + bonus' };

export const MAX_WAGERING_MULTIPLIER = 200;
/** The least contribution a game may have: below it the wagering would be beyond any play (and beyond a finite number). */
export const MIN_CONTRIBUTION_PERCENT = 0.01;
/** The least max bet or max cashout, one haléř: a max bet of 5e-324 Kč would make the count of spins infinite. */
export const MIN_LIMIT_CZK = 0.01;

/** The labels of the "Hodnota bonusu" fields, the same in the admin form and the calculator. */
export const VALUE_TERMS_LABELS = {
  bonus_amount: 'Bonus',
  deposit: 'Vklad',
  wagering_multiplier: 'Násobek protočení',
  wagering_base: 'Základ protočení',
  contribution_percent: 'Započítání hry',
  max_bet: 'Max. sázka',
  max_cashout: 'Max. výběr (prázdné = bez limitu)',
} as const;
/** The unit each of those fields is typed in, shown at the field's end. */
export const VALUE_TERMS_UNITS = {
  bonus_amount: 'Kč',
  deposit: 'Kč',
  wagering_multiplier: '×',
  contribution_percent: '%',
  max_bet: 'Kč',
  max_cashout: 'Kč',
} as const satisfies Record<Exclude<keyof typeof VALUE_TERMS_LABELS, 'wagering_base'>, string>;
/** Czech names of a game's volatility, as the offer detail and the calculator show them. */
export const VOLATILITY_LABELS = { low: 'nízká', medium: 'střední', high: 'vysoká' } as const;

const amount = z.number({ error: M.amount }).min(0, { error: M.amount }).max(MAX_AMOUNT_CZK, { error: M.amount });
const limit = (message: string) => z.number({ error: message }).min(MIN_LIMIT_CZK, { error: message }).max(MAX_AMOUNT_CZK, { error: message });

/** What a casino offer's wagering asks (amounts in Kč), as the admin enters it and the wire carries it. */
export const valueTermsSchema = z.object({
  bonus_amount: amount.describe('The bonus credited, Kč'),
  deposit: amount.describe('What the member deposits, Kč'),
  wagering_multiplier: z
    .number({ error: M.multiplier })
    .min(0, { error: M.multiplier })
    .max(MAX_WAGERING_MULTIPLIER, { error: M.multiplier })
    .describe('How many times the base must be wagered'),
  wagering_base: z.enum(WAGERING_BASES, { error: M.base }).describe('What the multiplier applies to'),
  contribution_percent: z
    .number({ error: M.contribution })
    .min(MIN_CONTRIBUTION_PERCENT, { error: M.contribution })
    .max(100, { error: M.contribution })
    .describe('How much of a stake on the game counts towards the wagering, percent (0.01 … 100)'),
  max_bet: limit(M.maxBet).describe('The largest stake allowed while wagering, Kč'),
  max_cashout: limit(M.maxCashout).nullable().describe('The most that may be withdrawn, Kč; null: no limit'),
});
export type ValueTerms = z.infer<typeof valueTermsSchema>;

/** RTP in percent, as the catalogue holds it (0 < rtp ≤ 100). */
export const rtpSchema = z.number({ error: M.rtp }).gt(0, { error: M.rtp }).max(100, { error: M.rtp });

/** POST /bonus_value: the terms of an offer found elsewhere, with the game's RTP (and volatility, medium when left out). */
export const bonusValueInputSchema = valueTermsSchema.extend({
  rtp: rtpSchema.describe('Return to player of the game, percent'),
  volatility: z.enum(GAME_VOLATILITIES, { error: M.volatility }).optional().default('medium').describe('The game’s volatility; medium when left out'),
});
export type BonusValueInput = z.infer<typeof bonusValueInputSchema>;

/** GET /bonus_value: one offer of the catalogue on one of its games. */
export const bonusValueQuerySchema = z.object({ bonus_id: recordId(), game_id: recordId() });

/** The answer of GET and POST /bonus_value (Kč; rtp in percent). */
export const bonusValueDtoSchema = z.object({
  wagering_total: z.number().describe('Stakes needed to clear the wagering, Kč'),
  expected_loss: z.number().describe('wagering_total × (1 − RTP), Kč'),
  expected_value: z.number().describe('Expected money withdrawn minus money deposited, whole Kč, computed exactly over the game’s payout distribution'),
  standard_error: z.number().min(0).describe('Standard error of expected_value, Kč: 0, the value is computed exactly (no sampling)'),
  bust_probability: z.number().min(0).max(1).describe('The share of play-throughs (0–1) that lose the whole balance before the wagering is done'),
  p10: z.number().describe('10th percentile of the outcome, whole Kč: minus the deposit (all of it lost) when bust_probability ≥ 0.1'),
  p90: z.number().describe('90th percentile of the outcome, whole Kč'),
  rtp: z.number().describe('The RTP used, percent'),
  stake_per_spin: z
    .number()
    .min(0)
    .describe('The stake of each spin the figures assume, Kč: the max bet (the wagering left when less)'),
  play_assumption: z
    .string()
    .describe('The play the figures assume, in Czech: the stake per spin (a balance below it staked whole), play stopping when the wagering is done or the balance is gone, the max cashout applied'),
});
export type BonusValueDto = z.infer<typeof bonusValueDtoSchema>;

/** Only casino offers (slot, live, registration) carry value terms. */
export const VALUE_TERMS_BONUS_TYPES: readonly BonusType[] = ['slot', 'live', 'registration'];
export const canCarryValueTerms = (type: BonusType): boolean => VALUE_TERMS_BONUS_TYPES.includes(type);
