import { BONUS_TYPE_LABELS, BonusType, czechMonthName, formatCzk, formatPercent, MonthlyReport, OTHER_INCOME_NOTE, successRatePercent, taxSummaryLines } from '@bonus/domain';
import { escapeHtml } from '../../escape-html';
import type { MemberMailContent } from '../member-mail/member-mail.queries';

/** The monthly report e-mail: the month's figures beside the month before, the year's tax position at the month's end, and the way to the full report. */
export function monthlyReportEmail(report: MonthlyReport, reportUrl: string): MemberMailContent {
  const { current, previous } = report;
  const rows: [string, string, string][] = [
    ['Splněné bonusy', String(current.completedCount), String(previous.completedCount)],
    ['Výdělek z bonusů', formatCzk(current.earnings), formatCzk(previous.earnings)],
    ['Úspěšnost', formatPercent(successRatePercent(current.successRate)), formatPercent(successRatePercent(previous.successRate))],
    ['Příjem z doporučení', formatCzk(current.referralIncome), formatCzk(previous.referralIncome)],
    ['Výplaty na účet', formatCzk(current.payouts), formatCzk(previous.payouts)],
  ];
  const byType = current.earningsByType.map((row) => `${BONUS_TYPE_LABELS[row.type as BonusType] ?? row.type}: ${row.count} × · ${formatCzk(row.earnings)}`);
  const position = taxSummaryLines(report.taxPosition).map(([label, amount]) => `${label}: ${formatCzk(amount)}`);
  const taxTitle = `Daňová pozice za rok ${report.taxPosition.year} ke konci měsíce (${OTHER_INCOME_NOTE}):`;
  const month = czechMonthName(current.month);
  const before = czechMonthName(previous.month);
  const text = [
    `Váš měsíční report za ${month} (v závorce ${before}):`,
    '',
    ...rows.map(([label, now, then]) => `${label}: ${now} (${then})`),
    ...(byType.length ? ['', 'Podle typu bonusu:', ...byType] : []),
    '',
    taxTitle,
    ...position,
    ...report.taxPosition.warnings.map((warning) => warning.message),
    '',
    `Celý report: ${reportUrl}`,
  ].join('\n');
  const cell = 'style="padding:4px 12px;border-bottom:1px solid #ddd;text-align:left"';
  const html = `<h1 style="font-size:20px">Měsíční report: ${escapeHtml(month)}</h1>
<table style="border-collapse:collapse"><tr><th ${cell}></th><th ${cell}>${escapeHtml(month)}</th><th ${cell}>${escapeHtml(before)}</th></tr>
${rows.map(([label, now, then]) => `<tr><th ${cell}>${escapeHtml(label)}</th><td ${cell}>${escapeHtml(now)}</td><td ${cell}>${escapeHtml(then)}</td></tr>`).join('\n')}
</table>
${byType.length ? `<p>Podle typu bonusu:</p><ul>${byType.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : ''}
<p>${escapeHtml(taxTitle)}</p><ul>${[...position, ...report.taxPosition.warnings.map((warning) => warning.message)].map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(reportUrl)}">Celý report v členské sekci</a></p>`;
  return { subject: `Měsíční report za ${month}`, text, html };
}
