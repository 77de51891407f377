import { graphql } from '../../shared/gql';

/** Kalkulačka bonusu: any offer's terms on a game of the member's choosing. */
export const BONUS_VALUE_QUERY = graphql(`
  query BonusValue($input: BonusValueInput!) {
    bonusValue(input: $input) {
      ...BonusValueFigures
    }
  }
`);
