import { gql, TypedDocumentNode } from '@apollo/client';

export interface RiskOverviewView {
  capitalTiedUp: number;
  averageRisk: number | null;
  capitalByRisk: { riskRate: number; capital: number }[];
  startedBonuses: { id: number; name: string; neededCapital: number; riskRate: number; endTimestamp: number }[];
  monthReturn: number;
  maxMonthReturn: number;
  monthReturnPercent: number;
  returnLevel: 'ok' | 'near' | 'reached';
}

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

export interface MonthSummaryView {
  month: string;
  completedCount: number;
  earnings: number;
  earningsByType: { type: string; count: number; earnings: number }[];
  successRate: number;
  referralIncome: number;
  payouts: number;
}

export interface MonthlyReportView {
  current: MonthSummaryView;
  previous: MonthSummaryView;
  change: { completedCount: number; earnings: number; successRate: number; referralIncome: number; payouts: number };
}

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

export interface RankedBonusView {
  id: number;
  name: string;
  expectedValue: number;
  neededCapital: number;
  hours: number;
  valuePerHour: number;
  valuePerCzk: number | null;
  endTimestamp: number;
}

const RANKED_FIELDS = 'id name expectedValue neededCapital hours valuePerHour valuePerCzk endTimestamp';

export interface WeeklyAnalysisView {
  minutesPerStep: number;
  byHour: RankedBonusView[];
  byCapital: RankedBonusView[];
  expiringThisWeek: RankedBonusView[];
}

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
