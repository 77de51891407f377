import { graphql } from '../../shared/gql';
import type { BonusesQuery, BonusTermsQuery } from '../../shared/gql/graphql';

/** A bonus as the catalogue reads it. */
export type BonusView = BonusesQuery['bonuses'][number];

export const BONUSES_QUERY = graphql(`
  query Bonuses {
    bonuses {
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
      stepIdx
      games {
        id
        name
        gameStudio
        rtp
        volatility
        urlLink
      }
      lock {
        code
        message
        upgradable
      }
      eligibility {
        eligible
        reasons {
          code
          message
          eligibleFrom
        }
        remindTimestamp
      }
      eligibilityRules {
        kind
        companyId
        months
        min
        max
      }
      deadlines {
        steps {
          dueTimestamp
          missed
        }
        nextDueTimestamp
        overdue
      }
      requirementProgress {
        done
        needed
        met
        remainingDays
        counted {
          id
          bookedTimestamp
          amount
          counterparty
        }
      }
      termsVersion
      startedTermsVersion
      startedTimestamp
      termsChanged
      earningsStats {
        n
        median
        p25
        p75
      }
    }
  }
`);

export type BonusStepView = BonusView['stepList'][number];

export const RECORD_BONUS_PROGRESS_MUTATION = graphql(`
  mutation RecordBonusProgress($bonusId: Int!, $stepIdx: Int!) {
    recordBonusProgress(bonusId: $bonusId, stepIdx: $stepIdx) {
      bonusId
      stepIdx
    }
  }
`);

export const HIDE_BONUS_MUTATION = graphql(`
  mutation HideBonus($id: Int!) {
    hideBonus(id: $id)
  }
`);

export const COMPLETE_BONUS_MUTATION = graphql(`
  mutation CompleteBonus($input: CompleteBonusInput!) {
    completeBonus(input: $input) {
      ...HistoryEntryFields
    }
  }
`);

/** Puts the day the member becomes eligible in their calendar feed; answers that day (unix seconds). */
export const REMIND_WHEN_ELIGIBLE_MUTATION = graphql(`
  mutation RemindWhenEligible($bonusId: Int!) {
    remindWhenEligible(bonusId: $bonusId)
  }
`);

export const FORGET_ELIGIBILITY_REMINDER_MUTATION = graphql(`
  mutation ForgetEligibilityReminder($bonusId: Int!) {
    forgetEligibilityReminder(bonusId: $bonusId)
  }
`);

/** Versions of an offer's terms, newest first, each with what changed. */
export const BONUS_TERMS_QUERY = graphql(`
  query BonusTerms($bonusId: Int!) {
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

export type TermsVersionView = BonusTermsQuery['bonusTerms'][number];

/** Banks and casinos by id, to name them in rules. */
export const COMPANIES_QUERY = graphql(`
  query Companies {
    companies {
      id
      name
    }
  }
`);

export const DECLARE_CASINO_SELF_EXCLUSION_MUTATION = graphql(`
  mutation DeclareCasinoSelfExclusion {
    declareCasinoSelfExclusion {
      declaredAt
    }
  }
`);
