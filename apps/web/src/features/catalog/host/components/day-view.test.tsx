import type { HostListing } from '@scrivania/core/catalog/host-listing-schemas';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayState } from './calendar-days.ts';
import { DayView } from './day-view.tsx';

const booking = (
  _id: number,
  status: 'booked' | 'pending',
  start_time: string | null,
  end_time: string | null,
  start_date = '2030-03-04',
  end_date = start_date,
) => ({
  _id,
  booking_no: `SCR-2030-00000${_id}`,
  status,
  start_date,
  end_date,
  start_time,
  end_time,
  guests: 2,
});

const listing = {
  windows: [{ start_date: '2030-03-01', end_date: '2030-03-31' }],
  closed_days: [],
  closed_weekdays: [],
  bookings: [
    booking(1, 'booked', '14:00', '16:00'),
    booking(2, 'pending', '10:00', '12:00'),
    booking(3, 'booked', null, null, '2030-03-10', '2030-03-11'),
  ],
} as unknown as HostListing;

describe('the day view of a listing sold by the hour', () => {
  it('lists the bookings and holds of the day chosen, by the hour they start', () => {
    render(<DayView listing={listing} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Giorno da vedere' }), {
      target: { value: '04/03/2030' },
    });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '10:00–12:00SCR-2030-000002in attesa di pagamento o di risposta',
      '14:00–16:00SCR-2030-000001prenotato',
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Giorno da vedere' }), {
      target: { value: '05/03/2030' },
    });
    expect(screen.getByText('Nessuna prenotazione né blocco in questo giorno.')).toBeTruthy();
  });

  it('leaves a day with bookings by the hour open in the month, a whole-day booking still takes it', () => {
    expect(dayState('2030-03-04', listing).kind).toBe('open');
    expect(dayState('2030-03-10', listing)).toEqual({ kind: 'booked', bookingNo: 'SCR-2030-000003' });
  });
});
