import { courtesyCopyMessages as t } from '@scrivania/core/invoicing/courtesy-copy-messages.it';
import { onFirstUse } from '../../lib/on-first-use.ts';
import { type InvoiceDocument, type InvoiceParty, readInvoiceXml } from './invoice-xml-reader.ts';

/** pdfkit and its fonts cost a process about 30 MB and a few hundred milliseconds: only a copy pays them. */
const pdfLibrary = onFirstUse(() => import('pdfkit'));

/**
 * The readable copy ('copia di cortesia') of an issued invoice or credit note, as a PDF. It is drawn
 * from the XML as issued, so it never disagrees with the document sent to the tax system.
 */

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

/** '2026-11-26' → '26/11/2026'. */
export function formatItalianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

const PAGE_MARGIN = 50;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MUTED = '#555555';

/** Columns of the lines table: left edge and width, in points, on an A4 page with 50-point margins. */
const columns = {
  description: { x: 50, width: 200, align: 'left' },
  quantity: { x: 255, width: 50, align: 'right' },
  unitPrice: { x: 310, width: 80, align: 'right' },
  vatRate: { x: 395, width: 35, align: 'right' },
  amount: { x: 435, width: 110, align: 'right' },
} as const;

type Column = keyof typeof columns;

function partyBlock(doc: PDFKit.PDFDocument, title: string, party: InvoiceParty, x: number, y: number) {
  const width = 230;
  doc.font(BOLD).fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, y, { width });
  doc.font(BOLD).fontSize(11).fillColor('black').text(party.name, { width });
  doc.font(FONT).fontSize(10);
  for (const line of party.addressLines) doc.text(line, { width });
  if (party.vatId !== null) doc.text(`${t.vatId}: ${party.vatId}`, { width });
  if (party.taxCode !== null) doc.text(`${t.taxCode}: ${party.taxCode}`, { width });
  return doc.y;
}

function row(doc: PDFKit.PDFDocument, cells: Record<Column, string>, font: string): void {
  doc.font(font).fontSize(9);
  const height = Math.max(
    ...Object.entries(columns).map(([name, column]) =>
      doc.heightOfString(cells[name as Column], { width: column.width }),
    ),
  );
  if (doc.y + height > doc.page.height - PAGE_MARGIN - 40) doc.addPage();
  const top = doc.y;
  for (const [name, column] of Object.entries(columns)) {
    doc.text(cells[name as Column], column.x, top, { width: column.width, align: column.align });
  }
  doc.x = PAGE_MARGIN;
  doc.y = top + height + 4;
}

function rule(doc: PDFKit.PDFDocument): void {
  doc
    .moveTo(PAGE_MARGIN, doc.y)
    .lineTo(doc.page.width - PAGE_MARGIN, doc.y)
    .strokeColor('#bbbbbb')
    .stroke();
  doc.y += 4;
}

function amountLine(doc: PDFKit.PDFDocument, label: string, value: string, font: string): void {
  const top = doc.y;
  doc.font(font).fontSize(font === BOLD ? 11 : 10);
  doc.text(label, 300, top, { width: 130, align: 'right' });
  doc.text(value, columns.amount.x, top, { width: columns.amount.width, align: 'right' });
  doc.x = PAGE_MARGIN;
}

function draw(doc: PDFKit.PDFDocument, invoice: InvoiceDocument): void {
  const contentWidth = doc.page.width - 2 * PAGE_MARGIN;
  doc.font(BOLD).fontSize(20).text(t.title[invoice.kind], PAGE_MARGIN, PAGE_MARGIN);
  doc
    .font(FONT)
    .fontSize(12)
    .text(t.numberAndDate(invoice.number, formatItalianDate(invoice.date)));
  if (invoice.linkedInvoice !== null) {
    const linkedDate =
      invoice.linkedInvoice.date === null ? null : formatItalianDate(invoice.linkedInvoice.date);
    doc.fontSize(10).text(t.linkedInvoice(invoice.linkedInvoice.number, linkedDate));
  }
  doc.moveDown();

  const blocksTop = doc.y;
  const issuerBottom = partyBlock(doc, t.issuer, invoice.issuer, PAGE_MARGIN, blocksTop);
  let customerBottom = partyBlock(doc, t.customer, invoice.customer, 315, blocksTop);
  doc.font(FONT).fontSize(10).text(`${t.recipientCode}: ${invoice.recipientCode}`, 315, customerBottom);
  if (invoice.recipientPec !== null) doc.text(`${t.pec}: ${invoice.recipientPec}`, { width: 230 });
  customerBottom = doc.y;
  doc.x = PAGE_MARGIN;
  doc.y = Math.max(issuerBottom, customerBottom) + 20;

  row(doc, t.columns, BOLD);
  rule(doc);
  for (const line of invoice.lines) {
    row(
      doc,
      {
        description: line.description,
        quantity: line.quantity === null ? '' : formatItalianDecimal(line.quantity, 0),
        unitPrice: formatEuro(line.unitPrice),
        vatRate: formatItalianDecimal(line.vatRate, 0),
        amount: formatEuro(line.amount),
      },
      FONT,
    );
  }
  rule(doc);
  doc.moveDown();

  doc.font(BOLD).fontSize(11).text(t.summaryTitle, PAGE_MARGIN, doc.y);
  for (const summary of invoice.summary) {
    const rate = `${t.summaryColumns.vatRate} ${formatItalianDecimal(summary.vatRate, 0)} %`;
    amountLine(doc, `${t.summaryColumns.taxable} (${rate})`, formatEuro(summary.taxable), FONT);
    amountLine(doc, `${t.summaryColumns.tax} (${rate})`, formatEuro(summary.tax), FONT);
  }
  if (invoice.rounding !== null) amountLine(doc, t.rounding, formatEuro(invoice.rounding), FONT);
  doc.moveDown(0.5);
  amountLine(doc, t.total, formatEuro(invoice.total), BOLD);
  doc.moveDown();

  if (invoice.payment !== null) {
    doc.font(BOLD).fontSize(11).text(t.paymentTitle, PAGE_MARGIN, doc.y);
    doc
      .font(FONT)
      .fontSize(10)
      .text(t.paymentTerms[invoice.payment.terms] ?? invoice.payment.terms);
    for (const method of invoice.payment.methods) {
      const name = t.paymentMethods[method.code];
      const label = name === undefined ? method.code : `${name} (${method.code})`;
      doc.text(t.paymentLine(label, formatEuro(method.amount)));
    }
    doc.moveDown();
  }

  doc.font(FONT).fontSize(8).fillColor(MUTED).text(t.notice, PAGE_MARGIN, doc.y, { width: contentWidth });
}

/** The PDF copy of an issued FatturaPA document (the XML text as stored). */
export async function renderCourtesyCopy(xml: string): Promise<Buffer> {
  const [invoice, { default: PDFDocument }] = await Promise.all([readInvoiceXml(xml), pdfLibrary()]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: `${t.title[invoice.kind]} ${invoice.number}`, Author: invoice.issuer.name },
    lang: 'it-IT',
  });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc, invoice);
    doc.end();
  });
}
