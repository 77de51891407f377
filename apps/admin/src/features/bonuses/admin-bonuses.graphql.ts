import { graphql } from '../../shared/gql';
import type { AdminBonusFieldsFragment } from '../../shared/gql/graphql';

/** A bonus as the admin screens read it: what the form edits, plus ids, names and what the preview shows of games. */
export const ADMIN_BONUS_FIELDS = graphql(`
  fragment AdminBonusFields on Bonus {
    id
    name
    description
    startTimestamp
    endTimestamp
    expectedValue
    neededCapital
    specialMark
    stepList {
      id
      title
      subtitle
      description
      icon
      order
      category
      deadlineDays
      requirement {
        kind
        count
        minAmount
        withinDays
      }
    }
    urlBonusConditions
    urlLink
    riskRate
    company {
      id
      name
    }
    bonusTypeName
    visibilityStartTimestamp
    visibilityEndTimestamp
    visible
    draft
    games {
      id
      name
      gameStudio
      rtp
      volatility
      urlLink
    }
    renewingDays
    eligibilityRules {
      kind
      companyId
      months
      min
      max
    }
    valueTerms {
      bonusAmount
      deposit
      wageringMultiplier
      wageringBase
      contributionPercent
      maxBet
      maxCashout
    }
  }
`);

/** A bonus as the admin's list, form and preview read it. */
export type AdminBonusView = AdminBonusFieldsFragment;

export const ADMIN_BONUS_QUERY = graphql(`
  query AdminBonus($id: Int!) {
    adminBonus(id: $id) {
      ...AdminBonusFields
    }
  }
`);

export const ADMIN_BONUSES_QUERY = graphql(`
  query AdminBonuses($currentPage: Int, $search: String, $types: [String!], $states: [String!]) {
    adminBonuses(currentPage: $currentPage, search: $search, types: $types, states: $states) {
      bonuses {
        ...AdminBonusFields
      }
      totalCount
      currentPage
      pageCount
    }
  }
`);

export const CREATE_BONUS_MUTATION = graphql(`
  mutation CreateBonus($input: BonusWriteInput!) {
    createBonus(input: $input) {
      ...AdminBonusFields
    }
  }
`);

export const UPDATE_BONUS_MUTATION = graphql(`
  mutation UpdateBonus($input: BonusWriteInput!) {
    updateBonus(input: $input) {
      ...AdminBonusFields
    }
  }
`);

export const SET_BONUS_VISIBILITY_MUTATION = graphql(`
  mutation SetBonusVisibility($id: Int!, $visible: Boolean!) {
    setBonusVisibility(id: $id, visible: $visible) {
      id
      visible
      draft
    }
  }
`);

export const CATALOGUE_OPTIONS_QUERY = graphql(`
  query CatalogueOptions {
    companies {
      id
      name
    }
    games {
      id
      name
      gameStudio
      rtp
      volatility
    }
  }
`);

/** "Historie podmínek": the versions of an offer's terms, newest first (version 1 is the creation). */
export const BONUS_TERMS_QUERY = graphql(`
  query AdminBonusTerms($bonusId: Int!) {
    bonusTerms(bonusId: $bonusId) {
      version
      createdTimestamp
      changes {
        field
        before
        after
      }
    }
  }
`);
