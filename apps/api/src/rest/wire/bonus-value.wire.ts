import type { BonusValue, BonusValueDto } from '@bonus/domain';
import { wireMapper } from '../wire-mapping';

/** The REST contract of /bonus_value: the figures only (the outcome chart is the web app's, over GraphQL). Values are memoised, so their wire objects are too. */
export const toBonusValueWire = wireMapper(
  (value: BonusValue): BonusValueDto => ({
    wagering_total: value.wageringTotal,
    expected_loss: value.expectedLoss,
    expected_value: value.expectedValue,
    standard_error: value.standardError,
    bust_probability: value.bustProbability,
    p10: value.p10,
    p90: value.p90,
    rtp: value.rtp,
    stake_per_spin: value.stakePerSpin,
    play_assumption: value.playAssumption,
  }),
);
