import { graphql } from '../gql';

/** The figures and chart BonusValueSummary shows, for the offer detail and the calculator. */
export const BONUS_VALUE_FIGURES = graphql(`
  fragment BonusValueFigures on BonusValue {
    wageringTotal
    expectedLoss
    expectedValue
    standardError
    bustProbability
    stakePerSpin
    headline
    playAssumption
    p10
    p90
    rtp
    distribution {
      from
      to
      share
    }
  }
`);
