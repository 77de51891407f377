import PDFDocument from 'pdfkit';

// DejaVu Sans has every Czech letter; the PDF standard fonts do not.
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/**
 * An A4 document with the Czech fonts registered as 'text' and 'bold', and the finished file as a
 * promise: write into `doc`, call `doc.end()`, await `done`.
 */
export function czechPdf(title: string, createdAt: Date): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: 'Bonus Klub', CreationDate: createdAt } });
  doc.registerFont('text', FONT).registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
