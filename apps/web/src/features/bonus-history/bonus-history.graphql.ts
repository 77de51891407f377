import { graphql } from '../../shared/gql';

export const BONUS_HISTORY_QUERY = graphql(`
  query BonusHistory($input: BonusHistoryQueryInput) {
    bonusHistory(input: $input) {
      items {
        ...HistoryEntryFields
      }
      totalCount
      totals {
        reachedProfit
        expectedValue
      }
      currentPage
      itemsPerPage
    }
  }
`);

export const UPDATE_BONUS_HISTORY_MUTATION = graphql(`
  mutation UpdateBonusHistoryEntry($id: Int!, $reachedProfit: Int!, $note: String, $confirmUnusual: Boolean) {
    updateBonusHistoryEntry(input: { id: $id, reachedProfit: $reachedProfit, note: $note, confirmUnusual: $confirmUnusual }) {
      ...HistoryEntryFields
    }
  }
`);

export const RETURN_BONUS_MUTATION = graphql(`
  mutation ReturnBonus($historyId: Int!) {
    returnBonus(historyId: $historyId)
  }
`);
