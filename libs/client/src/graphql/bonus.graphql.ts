import { gql, TypedDocumentNode } from '@apollo/client';
import type { BonusLockCode, BonusType, GameVolatility, SpecialMark } from '@bonus/domain';

export interface BonusStepView {
  id: number;
  title: string;
  subtitle: string;
  /** Sanitised HTML; render through RichText. */
  description: string;
  icon: string;
  order: number;
}

export interface GameView {
  id: number;
  name: string;
  gameStudio: string;
  rtp: number;
  volatility: GameVolatility;
  urlLink: string;
}

export interface BonusView {
  id: number;
  name: string;
  description: string;
  startTimestamp: number;
  endTimestamp: number;
  expectedValue: number;
  neededCapital: number;
  specialMark: SpecialMark | null;
  stepList: BonusStepView[];
  stepIdx: number;
  urlBonusConditions: string;
  urlLink: string;
  riskRate: number;
  company: { id: number; name: string };
  games: GameView[];
  bonusTypeName: BonusType;
  lock: { code: BonusLockCode; message: string; upgradable: boolean } | null;
}

/** The fields every bonus screen reads (member catalogue and admin table). */
export const BONUS_CORE_FIELDS = gql`
  fragment BonusCoreFields on Bonus {
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
    }
    urlBonusConditions
    urlLink
    riskRate
    company {
      id
      name
    }
    bonusTypeName
  }
`;

export const BONUSES_QUERY: TypedDocumentNode<{ bonuses: BonusView[] }> = gql`
  query Bonuses {
    bonuses {
      ...BonusCoreFields
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
    }
  }
  ${BONUS_CORE_FIELDS}
`;

export const RECORD_BONUS_PROGRESS_MUTATION: TypedDocumentNode<{ recordBonusProgress: { bonusId: number; stepIdx: number } }, { bonusId: number; stepIdx: number }> = gql`
  mutation RecordBonusProgress($bonusId: Int!, $stepIdx: Int!) {
    recordBonusProgress(bonusId: $bonusId, stepIdx: $stepIdx) {
      bonusId
      stepIdx
    }
  }
`;

export const HIDE_BONUS_MUTATION: TypedDocumentNode<{ hideBonus: number }, { id: number }> = gql`
  mutation HideBonus($id: Int!) {
    hideBonus(id: $id)
  }
`;

export interface BonusHistoryEntryView {
  id: string;
  bonus: { id: number; name: string; bonusType: BonusType; expectedValue: number; companyName: string };
  note: string;
  reachedProfit: number;
  creationTimestamp: number;
}

const HISTORY_ENTRY_FIELDS = gql`
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
`;

export const COMPLETE_BONUS_MUTATION: TypedDocumentNode<
  { completeBonus: BonusHistoryEntryView },
  { input: { bonusId: number; reachedProfit: number; note?: string | null; confirmUnusual?: boolean | null } }
> = gql`
  mutation CompleteBonus($input: CompleteBonusInput!) {
    completeBonus(input: $input) {
      ...HistoryEntryFields
    }
  }
  ${HISTORY_ENTRY_FIELDS}
`;

export interface BonusHistoryQueryVariables {
  input: { currentPage: number; itemsPerPage: number; timePeriod: string; bonusTypeFilters: BonusType[] };
}

export const BONUS_HISTORY_QUERY: TypedDocumentNode<
  { bonusHistory: { items: BonusHistoryEntryView[]; totalCount: number; currentPage: number; itemsPerPage: number } },
  BonusHistoryQueryVariables
> = gql`
  query BonusHistory($input: BonusHistoryQueryInput) {
    bonusHistory(input: $input) {
      items {
        ...HistoryEntryFields
      }
      totalCount
      currentPage
      itemsPerPage
    }
  }
  ${HISTORY_ENTRY_FIELDS}
`;

export const UPDATE_BONUS_HISTORY_MUTATION: TypedDocumentNode<
  { updateBonusHistoryEntry: BonusHistoryEntryView },
  { id: number; reachedProfit: number; note?: string | null; confirmUnusual?: boolean | null }
> = gql`
  mutation UpdateBonusHistoryEntry($id: Int!, $reachedProfit: Int!, $note: String, $confirmUnusual: Boolean) {
    updateBonusHistoryEntry(id: $id, reachedProfit: $reachedProfit, note: $note, confirmUnusual: $confirmUnusual) {
      ...HistoryEntryFields
    }
  }
  ${HISTORY_ENTRY_FIELDS}
`;

export const RETURN_BONUS_MUTATION: TypedDocumentNode<{ returnBonus: boolean }, { historyId: number }> = gql`
  mutation ReturnBonus($historyId: Int!) {
    returnBonus(historyId: $historyId)
  }
`;

export interface MonthlyStatsView {
  month: string;
  reachedProfit: number;
  successRate: number;
  bonuses: number;
}

export const BONUS_STATS_QUERY: TypedDocumentNode<{ bonusHistoryStats: MonthlyStatsView[] }, { timePeriod: string }> = gql`
  query BonusStats($timePeriod: String) {
    bonusHistoryStats(timePeriod: $timePeriod) {
      month
      reachedProfit
      successRate
      bonuses
    }
  }
`;

export interface EarningsSummaryView {
  id: string;
  bonusRevenue: number;
  referralRevenue: number;
  potentialBonusRevenue: number;
  bonusHistoryLen: number;
}

/** The overview's four stat cards. */
export const EARNINGS_SUMMARY_QUERY: TypedDocumentNode<{ me: EarningsSummaryView }> = gql`
  query EarningsSummary {
    me {
      id
      bonusRevenue
      referralRevenue
      potentialBonusRevenue
      bonusHistoryLen
    }
  }
`;

/** What to refetch after a bonus is completed, edited or returned. */
export const BONUS_DEPENDENT_QUERIES = ['Bonuses', 'BonusHistory', 'BonusStats', 'EarningsSummary'];
