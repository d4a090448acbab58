import { describe, expect, it } from 'vitest';
import { dayState, monthWeeks, shiftMonth } from './calendar-days.ts';

const listing = {
  windows: [{ start_date: '2027-03-01', end_date: '2027-03-31' }],
  closed_days: ['2027-03-19'],
  closed_weekdays: [] as number[],
  bookings: [
    {
      _id: 1,
      booking_no: 'BK-1',
      status: 'booked' as const,
      start_date: '2027-03-10',
      end_date: '2027-03-11',
      start_time: null,
      end_time: null,
      guests: 2,
    },
    {
      _id: 2,
      booking_no: 'BK-2',
      status: 'pending' as const,
      start_date: '2027-03-15',
      end_date: '2027-03-15',
      start_time: null,
      end_time: null,
      guests: 1,
    },
  ],
};

describe('the availability calendar', () => {
  it('lays a month out in weeks from Monday', () => {
    const weeks = monthWeeks('2027-03');
    // 1 March 2027 is a Monday; 31 March a Wednesday.
    expect(weeks[0]?.[0]).toBe('2027-03-01');
    expect(weeks.at(-1)).toEqual(['2027-03-29', '2027-03-30', '2027-03-31', null, null, null, null]);
    // 1 November 2026 is a Sunday: six empty cells before it.
    expect(monthWeeks('2026-11')[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(monthWeeks('2027-02')).toHaveLength(4);
  });

  it('moves across years', () => {
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });

  it('tells bookings, holds, closed and open days and days outside every window', () => {
    expect(dayState('2027-03-11', listing)).toEqual({ kind: 'booked', bookingNo: 'BK-1' });
    expect(dayState('2027-03-15', listing)).toEqual({ kind: 'held', bookingNo: 'BK-2' });
    expect(dayState('2027-03-19', listing)).toEqual({ kind: 'closed' });
    expect(dayState('2027-03-20', listing)).toEqual({ kind: 'open' });
    expect(dayState('2027-04-01', listing)).toEqual({ kind: 'outside' });
  });

  it('shows the weekdays closed every week as such, under any booking and inside the windows only', () => {
    const weekends = { ...listing, closed_weekdays: [6, 7] };
    // 13 and 14 March 2027 are a Saturday and a Sunday; 12 March a Friday.
    expect(dayState('2027-03-13', weekends)).toEqual({ kind: 'weekly' });
    expect(dayState('2027-03-14', weekends)).toEqual({ kind: 'weekly' });
    expect(dayState('2027-03-12', weekends)).toEqual({ kind: 'open' });
    expect(dayState('2027-04-03', weekends)).toEqual({ kind: 'outside' });
    expect(dayState('2027-03-10', weekends)).toEqual({ kind: 'booked', bookingNo: 'BK-1' });
  });
});
