import type { Tax } from '@scrivania/core/booking/schemas';
import { HOURLY_DEFAULTS } from '@scrivania/core/catalog/hourly-schemas';
import type { PropertyDetail } from '@scrivania/core/catalog/property-schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render.tsx';
import { PropertyViewPage } from './property-view-page.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A meeting room sold by the hour, open 09:00–14:00 on its days, two hours at least. */
const room: PropertyDetail = {
  _id: 5,
  property_name: 'Sala Brera',
  property_type: 'Sala Riunioni',
  thumb_image: null,
  property_image: [],
  address: 'Via Brera 1, Milano',
  city_name: 'Milano',
  category_name: 'Sala Riunioni',
  no_of_guest: 8,
  occupancy: 'exclusive',
  booking_mode: 'instant',
  cancellation_policy: 'flessibile',
  closed_weekdays: [],
  property_size: 25,
  price: 30,
  price_cents: 3000,
  price_type: 'fixed',
  price_charge_type: 'ora',
  ...HOURLY_DEFAULTS,
  booking_unit: 'hour',
  min_hours: 2,
  opening_hours: [{ weekday: 1, open: '09:00', close: '14:00' }],
  discount_check: 'no',
  discount_type: null,
  discount_percent_amount: null,
  availableDates: null,
  desc: 'Una sala per dieci.',
  map_link: null,
  latitude: null,
  longitude: null,
  page_title: null,
  meta_desc: null,
  keywords: null,
  user: { name: 'Luca', avatar: null },
  property_service: [],
};
const taxes: Tax[] = [{ _id: 1, tax_type: 'VAT', label: 'IVA', tax_percent: 22, tax_basis_points: 2200 }];
const slots = ['09:00', '10:00', '11:00', '12:00', '13:00'].map((start, i) => ({
  start,
  end: `${String(10 + i).padStart(2, '0')}:00`,
  available: start !== '09:00',
}));

function Landing() {
  const location = useLocation();
  return <p data-testid="landing">{`${location.pathname}${location.search}`}</p>;
}

function renderRoom(path: string) {
  const fetchMock = mockApi((apiPath) => {
    if (apiPath === 'property/5') return { body: { success: true, data: room } };
    if (apiPath === 'property/5/slots') return { body: { success: true, date: '2030-03-04', slots } };
    if (apiPath === 'property-review/5') return { body: { success: true, data: [] } };
    if (apiPath === 'booking/tax') return { body: { success: true, data: taxes } };
    if (apiPath === 'profile')
      return { body: { success: true, data: { _id: 9, name: 'Mario', role: 'visitor' } } };
    if (apiPath === 'check-availability')
      return { body: { success: true, message: 'La proprietà è disponibile.', data: { available: true } } };
    return { status: 404, body: { success: false, message: 'no' } };
  });
  renderWithProviders(
    <Routes>
      <Route path="/PropertyView/:id" element={<PropertyViewPage />} />
      <Route path="/Checkout" element={<Landing />} />
      <Route path="/Login" element={<Landing />} />
    </Routes>,
    { path },
  );
  return fetchMock;
}
const bar = () => screen.getByRole('region', { name: 'Prezzo e prenotazione' });
const slotsOfDay = () => screen.getByRole('group', { name: 'Orari liberi del 04/03/2030' });

describe('the page of a room sold by the hour', () => {
  it('asks for one day, then its slots; the first press takes the least the room sells', async () => {
    renderRoom('/PropertyView/5');
    expect(await screen.findByRole('textbox', { name: 'Giorno' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Dal' })).toBeNull();
    expect(within(bar()).getByRole('link', { name: 'Scegli gli orari' })).toBeTruthy();
    expect(bar().textContent).toMatch(/30,00\s€ \/ ora/);

    fireEvent.change(screen.getByRole('textbox', { name: 'Giorno' }), { target: { value: '04/03/2030' } });
    const taken = await within(await screen.findByRole('group', { name: /^Orari liberi del/ })).findByRole(
      'button',
      { name: '09:00 – 10:00, occupato' },
    );
    expect(taken.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(slotsOfDay()).getByRole('button', { name: '10:00 – 11:00' }));
    expect(
      within(slotsOfDay()).getByRole('button', { name: '11:00 – 12:00' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(slotsOfDay()).getByRole('status').textContent).toBe('Dalle 10:00 alle 12:00 (2 ore)');
    // The phone's bar keeps the choice beside its total.
    await waitFor(() => expect(bar().textContent).toContain('10:00–12:00'));
    // 2 hours × 30 € = 60 €, IVA 22 % 13,20 € → 73,20 € → 73 €, as the checkout will charge.
    expect((await within(bar()).findByTestId('stay-total')).textContent).toMatch(/^73,00\s€$/);
    expect(screen.getByTestId('card-stay-total').textContent).toMatch(
      /^Totale per 2 ore: 73,00\s€ · IVA inclusa$/,
    );
  });

  it('starts from the hours a search carried, and sends them to the check and the checkout', async () => {
    localStorage.setItem('token', 'guest-token');
    const fetchMock = renderRoom('/PropertyView/5?start_date=2030-03-04&start_time=10:00&end_time=12:00');
    const ten = await within(await screen.findByRole('group', { name: /^Orari liberi del/ })).findByRole(
      'button',
      { name: '10:00 – 11:00' },
    );
    expect(ten.getAttribute('aria-pressed')).toBe('true');
    const check = screen.getByRole('button', { name: 'Verificare la disponibilità' });
    await waitFor(() => expect(check).toHaveProperty('disabled', false));
    fireEvent.click(check);
    fireEvent.click(await screen.findByRole('button', { name: 'Prenota ora' }));

    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname.endsWith('/check-availability'));
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      start_date: '2030-03-04',
      end_date: '2030-03-04',
      start_time: '10:00',
      end_time: '12:00',
    });
    const landing = new URL((await screen.findByTestId('landing')).textContent ?? '', 'http://localhost');
    expect(landing.pathname).toBe('/Checkout');
    expect(Object.fromEntries(landing.searchParams)).toMatchObject({
      property_id: '5',
      start_date: '2030-03-04',
      end_date: '2030-03-04',
      start_time: '10:00',
      end_time: '12:00',
    });
  });

  it('refuses to check a day with no hours chosen', async () => {
    localStorage.setItem('token', 'guest-token');
    renderRoom('/PropertyView/5?start_date=2030-03-04');
    await screen.findByRole('group', { name: /^Orari liberi del/ });
    const check = screen.getByRole('button', { name: 'Verificare la disponibilità' });
    await waitFor(() => expect(check).toHaveProperty('disabled', false));
    fireEvent.click(check);
    expect((await screen.findByRole('alert')).textContent).toBe('Scegli gli orari');
  });
});
