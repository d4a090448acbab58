import type { EarningsLine } from '@scrivania/core/booking/earnings';
import { BUSINESS_TIME_ZONE } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { centsToDecimalComma } from '@scrivania/core/money';
import { onFirstUse } from '../../lib/on-first-use.ts';
import { visibleStatus } from './booking-service.ts';
import type { HostBookingRow } from './host-booking-repository.ts';

/** Only a host's download writes CSV: other processes never load the library (decision 063). */
const csvLibrary = onFirstUse(() => import('csv-stringify/sync'));

const h = messages.booking.host;
const c = h.csv;

/**
 * CSV as spreadsheets set to Italian open it with a double click (decision 026): a UTF-8 byte order
 * mark so accents survive, `;` between fields since the comma is the decimal mark, CRLF lines, and
 * text that would start a formula (=, +, -, @) quoted away, since guests type their own names.
 */
async function toCsv(header: string[], rows: (string | number)[][]): Promise<string> {
  const { stringify } = await csvLibrary();
  return stringify([header, ...rows], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', the form Italian spreadsheets read as a date. */
const italianDate = (date: string) => date.split('-').reverse().join('/');
const romeDateTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const italianDateTime = (date: Date) => romeDateTime.format(date).replace(', ', ' ');

export function bookingsCsv(rows: readonly HostBookingRow[], now: Date) {
  return toCsv(
    [
      c.bookingNo,
      c.status,
      c.property,
      c.guest,
      c.email,
      c.from,
      c.to,
      c.guests,
      c.paymentMethod,
      c.deadline,
      c.net,
      c.vat,
      c.gross,
      c.createdAt,
    ],
    rows.map((row) => [
      row.bookingNo,
      h.statusLabels[visibleStatus(row.status, row.holdExpiresAt, now)],
      row.propertyName,
      `${row.firstName} ${row.lastName}`,
      row.email,
      italianDate(row.startDate),
      italianDate(row.endDate),
      row.guests,
      row.paymentMethod ? h.paymentLabels[row.paymentMethod] : '',
      row.holdExpiresAt ? italianDateTime(row.holdExpiresAt) : '',
      centsToDecimalComma(row.payableAmountCents - row.totalTaxCents),
      centsToDecimalComma(row.totalTaxCents),
      centsToDecimalComma(row.payableAmountCents),
      italianDateTime(row.createdAt),
    ]),
  );
}

export function earningsCsv(months: readonly (EarningsLine & { month: number })[], total: EarningsLine) {
  const line = (label: string, value: EarningsLine) => [
    label,
    value.bookings,
    centsToDecimalComma(value.netCents),
    centsToDecimalComma(value.vatCents),
    centsToDecimalComma(value.grossCents),
  ];
  return toCsv(
    [c.month, c.bookings, c.net, c.vat, c.gross],
    [
      ...months.map((month) => line(h.months[month.month - 1] ?? String(month.month), month)),
      line(c.total, total),
    ],
  );
}
