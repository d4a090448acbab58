import { courtesyCopyMessages as t } from '@scrivania/core/invoicing/courtesy-copy-messages.it';
import {
  formatEuro,
  formatItalianDecimal,
  PDF_PAGE_MARGIN,
  type PdfColumn,
  pdfRule,
  pdfTableRow,
  renderPdf,
} from '../../lib/pdf-document.ts';
import { type InvoiceDocument, type InvoiceParty, readInvoiceXml } from './invoice-xml-reader.ts';

/**
 * The readable copy ('copia di cortesia') of an issued invoice or credit note, as a PDF. It is drawn
 * from the XML as issued, so it never disagrees with the document sent to the tax system.
 */

/** '2026-11-26' → '26/11/2026'. */
export function formatItalianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

const PAGE_MARGIN = PDF_PAGE_MARGIN;
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
} as const satisfies Record<string, PdfColumn>;

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

const row = (doc: PDFKit.PDFDocument, cells: Record<Column, string>, font: string) =>
  pdfTableRow(doc, columns, cells, { name: font, size: 9, bottomSpace: 40 });

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
  pdfRule(doc);
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
  pdfRule(doc);
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
  const invoice = await readInvoiceXml(xml);
  return renderPdf(
    { Title: `${t.title[invoice.kind]} ${invoice.number}`, Author: invoice.issuer.name },
    (doc) => draw(doc, invoice),
  );
}
