import { useQuery } from '@apollo/client/react';
import { MONTHLY_REPORT_QUERY, MonthSummaryView } from './reports.graphql';
import { BONUS_TYPE_LABELS, BonusType, czechMonthName, formatCzechDate, formatCzk, formatPercent, lastFinishedMonth, previousMonth, successRatePercent } from '@bonus/domain';
import { useState } from 'react';
import { StatsState } from '../../shared/dashboard/StatCards';
import { TierFeatureSection } from '../../shared/dashboard/TierFeatureSection';
import { TaxPosition } from '../../shared/tax/TaxPosition';
import { PeriodSelect } from './PeriodSelect';
import './reports.css';
import { TaxReportSection } from './TaxReportSection';
import { WeeklyAnalysisSection } from './WeeklyAnalysisSection';

/** The twelve finished months a member can open, newest first. */
function recentMonths(now: Date): string[] {
  const months = [lastFinishedMonth(now)];
  while (months.length < 12) months.push(previousMonth(months[months.length - 1]));
  return months;
}

/** Noon UTC of a month's last day: that day in Prague. */
const lastDayOf = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0, 12));

const signed = (value: number, format: (n: number) => string) => (value > 0 ? `+${format(value)}` : value < 0 ? `−${format(-value)}` : format(0));
const percent = (rate: number) => formatPercent(successRatePercent(rate));

const ROWS: { label: string; value: (month: MonthSummaryView) => string; change: (report: { change: Record<string, number> }) => string }[] = [
  { label: 'Splněné bonusy', value: (m) => String(m.completedCount), change: (r) => signed(r.change.completedCount, String) },
  { label: 'Výdělek z bonusů', value: (m) => formatCzk(m.earnings), change: (r) => signed(r.change.earnings, formatCzk) },
  { label: 'Úspěšnost', value: (m) => percent(m.successRate), change: (r) => signed(Math.round(r.change.successRate * 100), (n) => `${n} b.`) },
  { label: 'Příjem z doporučení', value: (m) => formatCzk(m.referralIncome), change: (r) => signed(r.change.referralIncome, formatCzk) },
  { label: 'Výplaty na účet', value: (m) => formatCzk(m.payouts), change: (r) => signed(r.change.payouts, formatCzk) },
];

/** Reporty: the monthly report (basic and premium: a finished month against the one before), the weekly analysis and the tax report (premium). */
export function ReportsPage() {
  return (
    <section className="dash-page" aria-labelledby="reports-title">
      <h1 id="reports-title">Reporty</h1>
      <TierFeatureSection
        feature="monthlyReport"
        title="Měsíční report"
        className="report-section"
        locked={{
          title: 'Měsíční reporty jsou součástí členství Basic a Premium.',
          text: 'Každý měsíc shrnutí splněných bonusů, výdělků podle typu, úspěšnosti, příjmů z doporučení a výplat ve srovnání s předchozím měsícem, i e-mailem prvního dne.',
        }}
      >
        <MonthlyReport />
      </TierFeatureSection>
      <WeeklyAnalysisSection />
      <TaxReportSection />
    </section>
  );
}

function MonthlyReport() {
  const [months] = useState(() => recentMonths(new Date()));
  const [month, setMonth] = useState(months[0]);
  const { data, error, refetch } = useQuery(MONTHLY_REPORT_QUERY, { variables: { month } });
  const report = data?.monthlyReport;
  return (
    <>
      <PeriodSelect label="Měsíc" value={month} options={months.map((value) => ({ value, label: czechMonthName(value) }))} onChange={setMonth} />
      <StatsState failed={Boolean(error)} loaded={Boolean(report)} onRetry={() => void refetch()} loadingLabel="Načítám report…">
        {report && (
          <>
            <div className="ui-card report-card">
              <div className="report-table-scroll" tabIndex={0} role="region" aria-label="Souhrn">
                <table className="report-table" data-testid="report-summary">
                  <caption>Souhrn za {czechMonthName(report.current.month)}</caption>
                  <thead>
                    <tr>
                      <td />
                      <th scope="col" className="ui-num">
                        {czechMonthName(report.current.month)}
                      </th>
                      <th scope="col" className="ui-num">
                        {czechMonthName(report.previous.month)}
                      </th>
                      <th scope="col" className="ui-num">
                        Změna
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {ROWS.map((row) => (
                      <tr key={row.label}>
                        <th scope="row">{row.label}</th>
                        <td className="ui-num">{row.value(report.current)}</td>
                        <td className="ui-num">{row.value(report.previous)}</td>
                        <td className="ui-num">{row.change(report)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
            <div className="ui-card report-card">
              <h3>Výdělky podle typu bonusu</h3>
              {report.current.earningsByType.length === 0 ? (
                <p>V tomto měsíci jste nesplnili žádný bonus.</p>
              ) : (
                <div className="report-table-scroll" tabIndex={0} role="region" aria-label="Výdělky podle typu bonusu">
                  <table className="report-table" data-testid="report-by-type">
                    <thead>
                      <tr>
                        <th scope="col">Typ</th>
                        <th scope="col" className="ui-num">
                          Bonusů
                        </th>
                        <th scope="col" className="ui-num">
                          Výdělek
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.current.earningsByType.map((row) => (
                        <tr key={row.type}>
                          <th scope="row">{BONUS_TYPE_LABELS[row.type as BonusType] ?? row.type}</th>
                          <td className="ui-num">{row.count}</td>
                          <td className="ui-num">{formatCzk(row.earnings)}</td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row">Celkem za {czechMonthName(report.current.month)}</th>
                        <td className="ui-num">{report.current.completedCount}</td>
                        <td className="ui-num">{formatCzk(report.current.earnings)}</td>
                      </tr>
                    </tfoot>
                  </table>
                </div>
              )}
            </div>
            <section className="ui-card report-card" aria-labelledby="report-tax-title" data-testid="report-tax-position">
              <h3 id="report-tax-title">Daňová pozice k {formatCzechDate(lastDayOf(report.current.month))}</h3>
              <TaxPosition position={report.taxPosition} compact />
            </section>
          </>
        )}
      </StatsState>
    </>
  );
}
