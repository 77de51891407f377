import { graphql } from '../../shared/gql';
import type { BonusStatsQuery, RiskOverviewQuery } from '../../shared/gql/graphql';

export const BONUS_STATS_QUERY = graphql(`
  query BonusStats($timePeriod: StatsPeriod) {
    bonusHistoryStats(timePeriod: $timePeriod) {
      month
      reachedProfit
      successRate
      bonuses
    }
  }
`);

export type MonthlyStatsView = BonusStatsQuery['bonusHistoryStats'][number];

/** The overview's four stat cards. */
export const EARNINGS_SUMMARY_QUERY = graphql(`
  query EarningsSummary {
    me {
      id
      bonusRevenue
      potentialBonusRevenue
      bonusHistoryLen
    }
    referralRewardsTotal
  }
`);

export const RISK_OVERVIEW_QUERY = graphql(`
  query RiskOverview {
    riskOverview {
      capitalTiedUp
      averageRisk
      capitalByRisk { riskRate capital }
      startedBonuses { id name neededCapital riskRate endTimestamp }
      monthReturn
      maxMonthReturn
      monthReturnPercent
      returnLevel
    }
  }
`);

export type RiskOverviewView = RiskOverviewQuery['riskOverview'];

/** "Nejbližší termíny": the started offers' due steps (the catalogue's query, only what the list needs). */
export const UPCOMING_DEADLINES_QUERY = graphql(`
  query UpcomingDeadlines {
    bonuses {
      id
      name
      stepIdx
      stepList {
        id
        title
      }
      deadlines {
        steps {
          dueTimestamp
          missed
        }
        nextDueTimestamp
        overdue
      }
    }
  }
`);
