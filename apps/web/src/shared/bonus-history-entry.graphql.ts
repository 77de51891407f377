import { graphql } from './gql';
import type { HistoryEntryFieldsFragment } from './gql/graphql';

/** A completed bonus as the history lists it; completing a bonus answers with it too. */
export const HISTORY_ENTRY_FIELDS = graphql(`
  fragment HistoryEntryFields on BonusHistoryEntry {
    id
    bonus {
      id
      name
      bonusType
      expectedValue
      companyName
    }
    note
    reachedProfit
    creationTimestamp
  }
`);

export type BonusHistoryEntryView = HistoryEntryFieldsFragment;

/** What to refetch after a bonus is completed, edited or returned. */
export const BONUS_DEPENDENT_QUERIES = ['Bonuses', 'BonusHistory', 'BonusStats', 'EarningsSummary'];
