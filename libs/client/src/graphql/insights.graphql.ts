import { gql, TypedDocumentNode } from '@apollo/client';
import type { MonthlyReport, MonthSummary, RankedBonus, RiskOverview, StartedBonus, WeeklyAnalysis } from '@bonus/domain';

/** A domain record as the api sends it: its `endAt` date arrives as `endTimestamp` (Unix seconds). */
type Sent<T extends { endAt: Date }> = Omit<T, 'endAt'> & { endTimestamp: number };

export type RiskOverviewView = Omit<RiskOverview, 'startedBonuses'> & { startedBonuses: Sent<StartedBonus>[] };

export const RISK_OVERVIEW_QUERY: TypedDocumentNode<{ riskOverview: RiskOverviewView }> = gql`
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
`;

export const CALENDAR_FEED_QUERY: TypedDocumentNode<{ calendarFeedUrl: string | null }> = gql`
  query CalendarFeed {
    calendarFeedUrl
  }
`;

export const CREATE_CALENDAR_FEED_MUTATION: TypedDocumentNode<{ createCalendarFeed: string }> = gql`
  mutation CreateCalendarFeed {
    createCalendarFeed
  }
`;

export const REVOKE_CALENDAR_FEED_MUTATION: TypedDocumentNode<{ revokeCalendarFeed: boolean }> = gql`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed
  }
`;

export type MonthSummaryView = MonthSummary;
export type MonthlyReportView = MonthlyReport;

const MONTH_FIELDS = 'month completedCount earnings earningsByType { type count earnings } successRate referralIncome payouts';

export const MONTHLY_REPORT_QUERY: TypedDocumentNode<{ monthlyReport: MonthlyReportView }, { month?: string }> = gql`
  query MonthlyReport($month: String) {
    monthlyReport(month: $month) {
      current { ${MONTH_FIELDS} }
      previous { ${MONTH_FIELDS} }
      change { completedCount earnings successRate referralIncome payouts }
    }
  }
`;

export interface TaxReportSummaryView {
  year: number;
  totals: { bank: number; gambling: number; referral: number };
  total: number;
  entryCount: number;
}

export const TAX_REPORT_QUERY: TypedDocumentNode<{ taxReport: TaxReportSummaryView }, { year: number }> = gql`
  query TaxReport($year: Int!) {
    taxReport(year: $year) {
      year
      totals { bank gambling referral }
      total
      entryCount
    }
  }
`;

export const TAX_REPORT_CSV_QUERY: TypedDocumentNode<{ taxReportCsv: string }, { year: number }> = gql`
  query TaxReportCsv($year: Int!) {
    taxReportCsv(year: $year)
  }
`;

export const TAX_REPORT_PDF_QUERY: TypedDocumentNode<{ taxReportPdf: string }, { year: number }> = gql`
  query TaxReportPdf($year: Int!) {
    taxReportPdf(year: $year)
  }
`;

export type RankedBonusView = Sent<RankedBonus>;

const RANKED_FIELDS = 'id name expectedValue neededCapital hours valuePerHour valuePerCzk endTimestamp';

/** The three ranked lists as sent, with the minutes per step the effort estimate assumed. */
export type WeeklyAnalysisView = { [K in keyof WeeklyAnalysis]: RankedBonusView[] } & { minutesPerStep: number };

export const WEEKLY_ANALYSIS_QUERY: TypedDocumentNode<{ weeklyAnalysis: WeeklyAnalysisView }> = gql`
  query WeeklyAnalysis {
    weeklyAnalysis {
      minutesPerStep
      byHour { ${RANKED_FIELDS} }
      byCapital { ${RANKED_FIELDS} }
      expiringThisWeek { ${RANKED_FIELDS} }
    }
  }
`;

export interface ReminderSettingsView {
  expiring: boolean;
  renewals: boolean;
  followedTypes: string[];
}

export const REMINDER_SETTINGS_QUERY: TypedDocumentNode<{ reminderSettings: ReminderSettingsView }> = gql`
  query ReminderSettings {
    reminderSettings { expiring renewals followedTypes }
  }
`;

export const SAVE_REMINDER_SETTINGS_MUTATION: TypedDocumentNode<{ saveReminderSettings: ReminderSettingsView }, ReminderSettingsView> = gql`
  mutation SaveReminderSettings($expiring: Boolean!, $renewals: Boolean!, $followedTypes: [String!]!) {
    saveReminderSettings(expiring: $expiring, renewals: $renewals, followedTypes: $followedTypes) { expiring renewals followedTypes }
  }
`;
