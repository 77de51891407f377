import { graphql } from '../../shared/gql';

/** What a casino offer is worth on each of its games (issue #38 §1). */
export const OFFER_VALUES_QUERY = graphql(`
  query OfferValues($bonusId: Int!) {
    offerValues(bonusId: $bonusId) {
      game {
        id
        name
        rtp
        volatility
      }
      value {
        ...BonusValueFigures
      }
    }
  }
`);
