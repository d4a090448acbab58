import type { ListingCalendars } from '@scrivania/core/catalog/calendar-schemas';
import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../../test/render.tsx';
import { useListingCalendars } from '../api/host-calendars.ts';
import { CalendarsSection } from './calendars-section.tsx';

const m = messages.hostCatalog.calendars;

const view: ListingCalendars = {
  feed_url: 'https://scrivania.example/ical/listings/7/segreto.ics',
  calendars: [
    {
      _id: 3,
      name: 'Altro sito',
      url: 'https://altro.example/feed.ics',
      last_synced_at: '2099-01-01T10:00:00.000Z',
      last_error: m.timeout,
      events: 2,
    },
  ],
  conflicts: [
    {
      booking_id: 9,
      booking_no: 'SCR-9',
      start_date: '2099-02-01',
      end_date: '2099-02-02',
      calendar_name: 'Altro sito',
    },
  ],
  imported_days: ['2099-02-02'],
};

function Section() {
  return <CalendarsSection listingId={7} calendars={useListingCalendars(7)} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('the Calendari section', () => {
  it('shows the feed address, each imported calendar with its last sync and error, and the conflicts', async () => {
    mockApi(() => ({ body: { success: true, message: 'ok', data: view } }));
    renderWithProviders(<Section />);
    const section = await screen.findByRole('region', { name: m.title });
    expect((within(section).getByLabelText(m.exportLabel) as HTMLInputElement).value).toBe(view.feed_url);
    expect(within(section).getByRole('button', { name: m.copy })).toBeTruthy();
    expect(within(section).getByRole('button', { name: m.rotate })).toBeTruthy();
    expect(within(section).getByText(/2 eventi/)).toBeTruthy();
    expect(within(section).getByText(`${m.error}: ${m.timeout}`)).toBeTruthy();
    expect(within(section).getByRole('button', { name: `${m.syncNow}: Altro sito` })).toBeTruthy();
    expect(
      within(section).getByText(m.conflict('SCR-9', '01/02/2099', '02/02/2099', 'Altro sito')),
    ).toBeTruthy();
  });

  it('adds a feed with labelled fields and shows the server’s Italian error under the address', async () => {
    const fetchMock = mockApi((_path, method) =>
      method === 'POST'
        ? {
            status: 400,
            body: { success: false, message: m.privateAddress, errors: { url: m.privateAddress } },
          }
        : { body: { success: true, message: 'ok', data: { ...view, calendars: [], conflicts: [] } } },
    );
    renderWithProviders(<Section />);
    fireEvent.change(await screen.findByLabelText(m.nameLabel), { target: { value: 'Casa' } });
    fireEvent.change(screen.getByLabelText(m.urlLabel), { target: { value: 'http://192.168.1.2/cal.ics' } });
    fireEvent.click(screen.getByRole('button', { name: m.add }));
    expect(await screen.findByText(m.privateAddress)).toBeTruthy();
    expect(sentBody(fetchMock, 'host/properties/7/calendars')).toEqual({
      name: 'Casa',
      url: 'http://192.168.1.2/cal.ics',
    });
  });

  it('refuses an address that is not http or https before asking the server', async () => {
    const fetchMock = mockApi(() => ({ body: { success: true, message: 'ok', data: view } }));
    renderWithProviders(<Section />);
    fireEvent.change(await screen.findByLabelText(m.nameLabel), { target: { value: 'Casa' } });
    fireEvent.change(screen.getByLabelText(m.urlLabel), { target: { value: 'ftp://altro.example/cal.ics' } });
    fireEvent.click(screen.getByRole('button', { name: m.add }));
    expect(await screen.findByText(m.urlInvalid)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
