import { todayInRome, toItalianDate } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { centsToDecimalComma } from '@scrivania/core/money';
import type { PayoutProfile, PayoutStatementFormat } from '@scrivania/core/payouts/schemas';
import { type StatementTotals, statementTotals } from '@scrivania/core/payouts/statement';
import { toItalianCsv } from '../../lib/downloads.ts';
import {
  formatEuro,
  PDF_PAGE_MARGIN,
  type PdfColumn,
  pdfRule,
  pdfTableRow,
  renderPdf,
} from '../../lib/pdf-document.ts';
import type { PayoutRow } from './payout-ledger-repository.ts';

const s = messages.payouts.statement;
const ledger = messages.payouts.ledger;
const col = s.columns;

export interface StatementLine {
  payout: PayoutRow;
  bookingNo: string;
  startDate: string;
  endDate: string;
}

export interface Statement {
  month: string;
  host: PayoutProfile | null;
  lines: StatementLine[];
  totals: StatementTotals;
}

const monthName = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2026-03' → 'marzo 2026'. */
const italianMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

const hostName = (profile: PayoutProfile) =>
  profile.legal_type === 'company'
    ? (profile.company_name ?? '')
    : [profile.first_name, profile.last_name].filter(Boolean).join(' ');

/** The cells of a line as both formats write them; amounts in the format's own way. */
function cellsOf(line: StatementLine, amount: (cents: number) => string) {
  const { payout } = line;
  return {
    bookingNo: line.bookingNo,
    kind: s.kinds[payout.kind],
    from: toItalianDate(line.startDate),
    to: toItalianDate(line.endDate),
    dueOn: toItalianDate(payout.dueOn),
    gross: amount(payout.grossCents),
    commission: amount(payout.commissionCents),
    net: amount(payout.netCents),
    status: ledger.statuses[payout.status],
    method: ledger.methods[payout.method],
    paidAt: payout.paidAt ? toItalianDate(todayInRome(new Date(payout.paidAt))) : '',
  } satisfies Record<keyof typeof col, string>;
}

/** The month's lines and their totals, gathered once so both formats say the same. */
export function buildStatement(month: string, host: PayoutProfile | null, lines: StatementLine[]): Statement {
  return { month, host, lines, totals: statementTotals(lines.map((line) => line.payout)) };
}

/**
 * The CSV of a statement: one row per line, amounts as decimals with a comma and no thousands mark
 * (what a spreadsheet set to Italian reads as a number), then the total, paid and open rows.
 */
function statementCsv({ lines, totals }: Statement): Promise<string> {
  const keys = Object.keys(col) as (keyof typeof col)[];
  const summary = (label: string, net: number, split?: StatementTotals['total']) =>
    keys.map((key) => {
      if (key === 'bookingNo') return label;
      if (key === 'net') return centsToDecimalComma(net);
      if (split && key === 'gross') return centsToDecimalComma(split.grossCents);
      if (split && key === 'commission') return centsToDecimalComma(split.commissionCents);
      return '';
    });
  return toItalianCsv(
    keys.map((key) => col[key]),
    [
      ...lines.map((line) => {
        const cells = cellsOf(line, centsToDecimalComma);
        return keys.map((key) => cells[key]);
      }),
      summary(s.total, totals.total.netCents, totals.total),
      summary(s.paid, totals.paidNetCents),
      summary(s.open, totals.openNetCents),
    ],
  );
}

/** '-1234.56' from cents, exact: the invoices' formatter then writes '-1.234,56 €'. */
const euro = (cents: number) => formatEuro(centsToDecimalComma(cents).replace(',', '.'));

/** Columns of the PDF's table on an A4 page with 50-point margins: left edge, width, alignment. */
const columns = {
  bookingNo: { x: 50, width: 80, align: 'left' },
  days: { x: 132, width: 60, align: 'left' },
  dueOn: { x: 194, width: 46, align: 'left' },
  gross: { x: 242, width: 52, align: 'right' },
  commission: { x: 296, width: 54, align: 'right' },
  net: { x: 352, width: 56, align: 'right' },
  status: { x: 414, width: 60, align: 'left' },
  method: { x: 476, width: 69, align: 'left' },
} as const satisfies Record<string, PdfColumn>;
type Column = keyof typeof columns;

const row = (doc: PDFKit.PDFDocument, cells: Record<Column, string>, font: string) =>
  pdfTableRow(doc, columns, cells, { name: font, size: 8, bottomSpace: 20 });

function drawStatement(doc: PDFKit.PDFDocument, statement: Statement) {
  const width = doc.page.width - 2 * PDF_PAGE_MARGIN;
  doc.font('Helvetica-Bold').fontSize(18).text(s.title, PDF_PAGE_MARGIN, PDF_PAGE_MARGIN);
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(s.period(italianMonth(statement.month)));
  if (statement.host) {
    doc.text(s.host(hostName(statement.host)));
    doc.fontSize(9).text(`${messages.payouts.sandbox.taxCode}: ${statement.host.tax_code}`);
  }
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(8).fillColor('#555555').text(s.basis, { width });
  doc.fillColor('black').moveDown();
  const header: Record<Column, string> = {
    bookingNo: col.bookingNo,
    days: `${col.from} – ${col.to}`,
    dueOn: col.dueOn,
    gross: col.gross,
    commission: col.commission,
    net: col.net,
    status: col.status,
    method: col.method,
  };
  row(doc, header, 'Helvetica-Bold');
  pdfRule(doc);
  if (statement.lines.length === 0) doc.font('Helvetica').fontSize(9).text(s.none).moveDown(0.5);
  for (const line of statement.lines) {
    const cells = cellsOf(line, euro);
    const bookingNo =
      line.payout.kind === 'adjustment' ? `${cells.bookingNo} (${s.kinds.adjustment})` : cells.bookingNo;
    const status = cells.paidAt ? `${cells.status} ${cells.paidAt}` : cells.status;
    row(doc, { ...cells, bookingNo, status, days: `${cells.from} – ${cells.to}` }, 'Helvetica');
  }
  pdfRule(doc);
  const { total, paidNetCents, openNetCents } = statement.totals;
  const empty = { days: '', dueOn: '', status: '', method: '' };
  const totalCells = {
    ...empty,
    bookingNo: s.total,
    gross: euro(total.grossCents),
    commission: euro(total.commissionCents),
    net: euro(total.netCents),
  };
  row(doc, totalCells, 'Helvetica-Bold');
  const netOnly = (label: string, cents: number) => ({
    ...empty,
    bookingNo: label,
    gross: '',
    commission: '',
    net: euro(cents),
  });
  row(doc, netOnly(s.paid, paidNetCents), 'Helvetica');
  row(doc, netOnly(s.open, openNetCents), 'Helvetica');
}

/** The statement as the file asked for, with its name. */
export async function renderStatement(statement: Statement, format: PayoutStatementFormat) {
  const fileName = s.fileName(statement.month, format);
  if (format === 'csv') return { fileName, body: await statementCsv(statement) };
  const body = await renderPdf({ Title: `${s.title} ${statement.month}`, Author: 'Scrivania' }, (doc) =>
    drawStatement(doc, statement),
  );
  return { fileName, body };
}
