import type { EarningsLine } from '@scrivania/core/booking/earnings';
import { BUSINESS_TIME_ZONE } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { centsToDecimalComma } from '@scrivania/core/money';
import { italianDate, toItalianCsv as toCsv } from '../../lib/downloads.ts';
import { visibleStatus } from './booking-service.ts';
import type { HostBookingRow } from './host-booking-repository.ts';

const h = messages.booking.host;
const c = h.csv;

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
