import { formatCzk, sourceDates, TAX_CATEGORY_LABELS, TAX_REPORT_NOTE, TaxReport, taxSummaryLines } from '@bonus/domain';
import { czechPdf } from '../../pdf/pdf-document';

/** The tax report as an A4 PDF: the year's position per game type and other income, every dated entry, the rules with their sources, and the note that it is no tax advice. */
export function taxReportPdf(report: TaxReport, memberName: string, now = new Date()): Promise<Buffer> {
  const { doc, done } = czechPdf(`Daňový přehled ${report.year}`, now);

  doc.font('bold').fontSize(18).text(`Daňový přehled za rok ${report.year}`);
  doc.font('text').fontSize(10).fillColor('#555').text(`${memberName} · vytvořeno ${now.toLocaleDateString('cs-CZ', { timeZone: 'Europe/Prague' })}`).moveDown();
  doc.fillColor('#000').fontSize(11);
  for (const [label, amount] of taxSummaryLines(report.summary)) {
    doc.font('text').text(`${label}: `, { continued: true }).font('bold').text(formatCzk(amount));
  }
  for (const warning of report.summary.warnings) doc.font('bold').fillColor('#8a3b00').text(warning.message);
  doc.fillColor('#000').moveDown();

  doc.font('bold').fontSize(12).text('Položky').moveDown(0.3);
  doc.font('text').fontSize(9);
  if (report.entries.length === 0) doc.text('V tomto roce nemáte žádné příjmy.');
  const columns = [50, 120, 260, 480];
  for (const entry of report.entries) {
    if (doc.y > doc.page.height - 90) doc.addPage();
    const y = doc.y;
    doc.text(entry.date, columns[0], y, { width: 65 });
    doc.text(TAX_CATEGORY_LABELS[entry.category], columns[1], y, { width: 135 });
    doc.text(entry.description, columns[2], y, { width: 215 });
    doc.text(formatCzk(entry.amount), columns[3], y, { width: 65, align: 'right' });
    doc.moveDown(0.4).x = 50;
  }
  doc.moveDown().font('bold').fontSize(9).fillColor('#000').text('Pravidla a zdroje', 50, doc.y, { width: 495 });
  doc.font('text').fillColor('#555');
  for (const source of report.summary.sources) doc.text(`${source.rule} (${source.law}; ${sourceDates(source)}) ${source.url}`, { width: 495 }).moveDown(0.3);
  doc.moveDown().text(TAX_REPORT_NOTE, 50, doc.y, { width: 495 });
  doc.end();
  return done;
}
