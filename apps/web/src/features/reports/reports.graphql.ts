import { graphql } from '../../shared/gql';
import type { MonthFieldsFragment, RankedBonusFieldsFragment, WeeklyAnalysisQuery } from '../../shared/gql/graphql';

export const MONTH_FIELDS = graphql(`
  fragment MonthFields on MonthSummary {
    month
    completedCount
    earnings
    earningsByType { type count earnings }
    successRate
    referralIncome
    payouts
  }
`);

export type MonthSummaryView = MonthFieldsFragment;

export const MONTHLY_REPORT_QUERY = graphql(`
  query MonthlyReport($month: String) {
    monthlyReport(month: $month) {
      current { ...MonthFields }
      previous { ...MonthFields }
      change { completedCount earnings successRate referralIncome payouts }
      taxPosition { ...TaxPositionFields }
    }
  }
`);

export const TAX_REPORT_QUERY = graphql(`
  query TaxReport($year: Int!) {
    taxReport(year: $year) {
      year
      summary { ...TaxPositionFields }
      entryCount
    }
  }
`);

export const TAX_REPORT_CSV_QUERY = graphql(`
  query TaxReportCsv($year: Int!) {
    taxReportCsv(year: $year)
  }
`);

export const TAX_REPORT_PDF_QUERY = graphql(`
  query TaxReportPdf($year: Int!) {
    taxReportPdf(year: $year)
  }
`);

export const RANKED_BONUS_FIELDS = graphql(`
  fragment RankedBonusFields on RankedBonus {
    id
    name
    expectedValue
    neededCapital
    hours
    valuePerHour
    valuePerCzk
    endTimestamp
  }
`);

export type RankedBonusView = RankedBonusFieldsFragment;

export const WEEKLY_ANALYSIS_QUERY = graphql(`
  query WeeklyAnalysis {
    weeklyAnalysis {
      minutesPerStep
      byHour { ...RankedBonusFields }
      byCapital { ...RankedBonusFields }
      expiringThisWeek { ...RankedBonusFields }
    }
  }
`);

/** The three ranked lists, with the minutes per step the effort estimate assumed. */
export type WeeklyAnalysisView = WeeklyAnalysisQuery['weeklyAnalysis'];
