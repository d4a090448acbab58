import { onFirstUse } from './on-first-use.ts';

/** pdfkit and its fonts cost a process about 30 MB and a few hundred milliseconds: only a PDF pays them. */
const pdfLibrary = onFirstUse(() => import('pdfkit'));

export const PDF_PAGE_MARGIN = 50;

/**
 * An XML decimal ('1234.5000') the Italian way ('1.234,50'), digit by digit so no amount goes through
 * a double; thousands are grouped from four digits, as invoices print them.
 */
export function formatItalianDecimal(value: string, minFractionDigits: number): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  let shown = fraction.replace(/0+$/, '');
  if (shown.length < minFractionDigits) shown = shown.padEnd(minFractionDigits, '0');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped}${shown === '' ? '' : `,${shown}`}`;
}

export function formatEuro(value: string): string {
  return `${formatItalianDecimal(value, 2)} €`;
}

/** An A4 document in Italian with 50-point margins, drawn by `draw`, as bytes. */
export async function renderPdf(
  info: { Title: string; Author: string },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await pdfLibrary();
  const doc = new PDFDocument({ size: 'A4', margin: PDF_PAGE_MARGIN, info, lang: 'it-IT' });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export interface PdfColumn {
  x: number;
  width: number;
  align: 'left' | 'right';
}

/**
 * One row of a table: each cell in its column, the row as tall as its tallest cell, on a new page
 * when it would reach within `bottomSpace` points of the foot.
 */
export function pdfTableRow<C extends string>(
  doc: PDFKit.PDFDocument,
  columns: Record<C, PdfColumn>,
  cells: Record<C, string>,
  font: { name: string; size: number; bottomSpace: number },
): void {
  doc.font(font.name).fontSize(font.size);
  const placed = (Object.keys(columns) as C[]).map((name) => ({ column: columns[name], text: cells[name] }));
  const height = Math.max(
    ...placed.map(({ column, text }) => doc.heightOfString(text, { width: column.width })),
  );
  if (doc.y + height > doc.page.height - PDF_PAGE_MARGIN - font.bottomSpace) doc.addPage();
  const top = doc.y;
  for (const { column, text } of placed)
    doc.text(text, column.x, top, { width: column.width, align: column.align });
  doc.x = PDF_PAGE_MARGIN;
  doc.y = top + height + 4;
}

/** A thin grey line across the page under the current position. */
export function pdfRule(doc: PDFKit.PDFDocument): void {
  doc
    .moveTo(PDF_PAGE_MARGIN, doc.y)
    .lineTo(doc.page.width - PDF_PAGE_MARGIN, doc.y)
    .strokeColor('#bbbbbb')
    .stroke();
  doc.y += 4;
}
