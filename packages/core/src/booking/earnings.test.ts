import { describe, expect, it } from 'vitest';
import { earningsByMonth, earningsLineInEuro } from './earnings.ts';

describe('earningsByMonth', () => {
  it('fills the twelve months, nets VAT out and totals the year in cents', () => {
    const { months, total } = earningsByMonth([
      { month: 3, bookings: 2, grossCents: 24400, vatCents: 4400 },
      { month: 11, bookings: 1, grossCents: 12200, vatCents: 2200 },
    ]);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: 1, bookings: 0, netCents: 0, vatCents: 0, grossCents: 0 });
    expect(months[2]).toEqual({ month: 3, bookings: 2, netCents: 20000, vatCents: 4400, grossCents: 24400 });
    expect(total).toEqual({ bookings: 3, netCents: 30000, vatCents: 6600, grossCents: 36600 });
    expect(earningsLineInEuro(total)).toEqual({
      bookings: 3,
      net_amount: 300,
      vat_amount: 66,
      gross_amount: 366,
    });
  });
});
