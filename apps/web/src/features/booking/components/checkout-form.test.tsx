import type { Profile } from '@scrivania/core/account/schemas';
import type { BookingProperty, Tax } from '@scrivania/core/booking/schemas';
import type { PropertyService } from '@scrivania/core/catalog/property-schemas';
import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentTo } from '../../../test/render.tsx';
import { CheckoutForm } from './checkout-form.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { readCheckoutParams } from './checkout-params.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const none = null;
const profile = {
  _id: 1,
  name: 'Anna Maria Verdi',
  email: 'anna@example.com',
  mobile_no: '3331234567',
  address: 'Via Roma 1',
  visitor: { company_name: 'Studio Verdi', pec: none, sdi: none },
} as unknown as Profile;
const property = {
  _id: 3,
  property_name: 'Sala Navigli',
  address: 'Via Navigli 2',
  price: 45,
  price_cents: 4500,
  price_type: 'person',
  discount_type: 'percent',
  discount_percent_amount: 10,
  cancellation_policy: 'moderata',
} as unknown as BookingProperty;
const services = [
  { _id: 8, service_id: 8, service: { service_name: 'Proiettore', price: 10, price_cents: 1000 } },
] as unknown as PropertyService[];
const taxes: Tax[] = [{ _id: 1, tax_type: 'VAT', label: 'IVA', tax_percent: 22, tax_basis_points: 2200 }];
const params = { property_id: 3, start_date: '2030-03-05', end_date: '2030-03-07', no_of_guest: 2 };
/** booking/coupon's answer for SCONTO20: its `_id` is the server's signed reference. */
const sconto20Applied = {
  success: true,
  message: 'ok',
  data: {
    _id: '7.1790000000.firmato',
    coupon_code: 'SCONTO20',
    amount: 20,
    amount_cents: 2000,
    amount_type: 'amount',
    min_amount_cents: 0,
  },
};

const renderForm = (listing: BookingProperty = property, onRequested = vi.fn(), chosen = params) =>
  renderWithProviders(
    <CheckoutForm
      params={chosen}
      profile={profile}
      property={listing}
      services={services}
      taxes={taxes}
      onRequested={onRequested}
    />,
  );
const total = () => screen.getByTestId('final-total').textContent;
/** The billing fields a profile leaves empty, filled as a guest would. */
const fillCityAndProvince = () => {
  for (const [name, value] of [
    ['Città', 'Milano'],
    ['Provincia', 'MI'],
  ] as const)
    fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
};

describe('CheckoutForm', () => {
  it('prices like the server, prefills the billing form, and adds a toggled service', () => {
    renderForm();
    // 45 × 3 gg × 2 = 270 − 13,50 = 256,50; IVA 56,43 → 312,93 → 313 €.
    expect(total()).toMatch(/^313,00\s€$/);
    expect(screen.getByText(/× 3 gg × 2 ospiti/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Nome' }) as HTMLInputElement).value).toBe('Anna');
    expect((screen.getByRole('textbox', { name: 'Cognome' }) as HTMLInputElement).value).toBe('Maria Verdi');
    // Offered in the unit it is charged in: 10 € a day, × 3 days.
    fireEvent.click(screen.getByRole('checkbox', { name: /^Proiettore — 10,00\s€ al giorno$/ }));
    // + 30 → 286,50; IVA 63,03 → 349,53 → 350 €.
    expect(total()).toMatch(/^350,00\s€$/);
  });

  it("states the listing's cancellation policy with its Rome-time deadlines for these dates", () => {
    renderForm();
    expect(screen.getByText(messages.booking.cancellation.policyRules.moderata)).toBeTruthy();
    expect(
      screen.getByText('Rimborso completo se annulli prima del 28/02/2030 alle 00:00 (ora di Roma)'),
    ).toBeTruthy();
    expect(
      screen.getByText('Rimborso del 50 % se annulli prima del 04/03/2030 alle 00:00 (ora di Roma)'),
    ).toBeTruthy();
  });

  it("shows the coupon's success or the server's reason, and the fallback when there is none", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { success: false, message: 'Questo coupon è scaduto.' },
    };
    mockApi(() => answer);
    renderForm();
    const field = screen.getByRole('textbox', { name: 'Codice coupon' });
    fireEvent.change(field, { target: { value: 'SCADUTO' } });
    fireEvent.click(screen.getByRole('button', { name: 'Applica' }));
    expect(await screen.findByText('Questo coupon è scaduto.')).toBeTruthy();

    answer = { status: 500, body: 'not json' };
    fireEvent.click(screen.getByRole('button', { name: 'Applica' }));
    expect(await screen.findByText('An error occurred while applying the coupon.')).toBeTruthy();

    answer = { status: 200, body: sconto20Applied };
    fireEvent.click(screen.getByRole('button', { name: 'Applica' }));
    expect(await screen.findByText('Codice coupon applicato con successo!')).toBeTruthy();
    // 256,50 − 20 = 236,50; IVA 52,03 → 288,53 → 289 €.
    expect(total()).toMatch(/^289,00\s€$/);
  });

  it('asks for the coupon with the session and books with the reference the server gave, not the code', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('token', 'tok');
    const fetchMock = mockApi((path) =>
      path === 'booking/coupon'
        ? { body: sconto20Applied }
        : { status: 400, body: { success: false, message: 'no' } },
    );
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Codice coupon' }), {
      target: { value: 'sconto20' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Applica' }));
    await screen.findByText('Codice coupon applicato con successo!');
    for (const [name, value] of [
      ['CAP (facoltativo)', '20121'],
      ['Città', 'Milano'],
      ['Provincia', 'MI'],
    ] as const)
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma e vai al pagamento' }));
    await screen.findByText('no');
    const couponHeaders = sentTo(fetchMock, 'booking/coupon').headers as Record<string, string>;
    expect(couponHeaders.Authorization).toBe('Bearer tok');
    const sent = JSON.parse(String(sentTo(fetchMock, 'booking/store').body));
    expect(sent.coupon_id).toBe('7.1790000000.firmato');
    expect(sent).not.toHaveProperty('coupon_code');
    // The CAP goes on the e-invoice.
    expect(sent.zip).toBe('20121');
  });

  it("asks the host of a listing booked on request with 'Richiedi prenotazione' and hands over the request", async () => {
    localStorage.setItem('token', 'tok');
    const request = {
      _id: 12,
      booking_no: 'SCR-2030-000012',
      status: 'requested',
      hold_expires_at: '2030-03-01T09:30:00.000Z',
      payable_amount: 100,
      payable_amount_cents: 10_000,
    };
    mockApi(() => ({ body: { success: true, status: 'requested', message: 'ok', booking: request } }));
    const onRequested = vi.fn();
    renderForm({ ...property, booking_mode: 'request' }, onRequested);
    expect(screen.queryByRole('button', { name: 'Conferma e vai al pagamento' })).toBeNull();
    expect(screen.getByText(/non paghi nulla finché l'host non accetta/)).toBeTruthy();
    fillCityAndProvince();
    fireEvent.click(screen.getByRole('button', { name: 'Richiedi prenotazione' }));
    await vi.waitFor(() => expect(onRequested).toHaveBeenCalledWith(request));
  });

  it('shows the field messages and sends nothing when the billing data is wrong', async () => {
    const fetchMock = mockApi(() => ({ body: {} }));
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Codice SDI (facoltativo)' }), {
      target: { value: 'AB' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'CAP (facoltativo)' }), {
      target: { value: '201' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma e vai al pagamento' }));
    expect(await screen.findByText('La città è obbligatoria')).toBeTruthy();
    expect(screen.getByText('Il CAP è formato da 5 cifre')).toBeTruthy();
    expect(screen.getByText('La provincia è obbligatoria')).toBeTruthy();
    expect(screen.getByText(/codice SDI/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('CheckoutForm, once a submission was refused', () => {
  it('takes a required message away as soon as its field is filled', async () => {
    mockApi(() => ({ body: {} }));
    renderForm();
    const city = screen.getByRole('textbox', { name: /^Città/ });
    fireEvent.change(city, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma e vai al pagamento' }));
    expect(await screen.findByText('La città è obbligatoria')).toBeTruthy();
    fireEvent.change(city, { target: { value: 'Milano' } });
    await waitFor(() => expect(screen.queryByText('La città è obbligatoria')).toBeNull());
  });
});

describe('readCheckoutParams', () => {
  it('takes the property page query and refuses a broken one', () => {
    expect(
      readCheckoutParams(
        new URLSearchParams('property_id=3&start_date=2030-03-05&end_date=2030-03-07&no_of_guest=2'),
      ),
    ).toEqual(params);
    expect(
      readCheckoutParams(
        new URLSearchParams('property_id=3&start_date=2030-03-07&end_date=2030-03-05&no_of_guest=2'),
      ),
    ).toBeNull();
    expect(readCheckoutParams(new URLSearchParams('property_id=x'))).toBeNull();
  });
});

function answer(ownListing: boolean) {
  return (path: string) => {
    if (path === 'profile')
      return { body: { success: true, data: { _id: 5, name: 'Luca Ferri', email: 'l@f.it', visitor: {} } } };
    if (path === 'booking/property/3')
      return {
        body: {
          success: true,
          data: { ...property, occupancy: 'exclusive', booking_mode: 'instant', own_listing: ownListing },
        },
      };
    return { body: { success: true, data: [] } };
  };
}

describe('CheckoutPage', () => {
  it('says a host cannot book their own listing instead of offering the form, and links back to it', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = mockApi(answer(true));
    renderWithProviders(<CheckoutPage />, {
      path: '/Checkout?property_id=3&start_date=2030-03-05&end_date=2030-03-07&no_of_guest=1',
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Questa struttura è tua: non puoi prenotarla.');
    expect(screen.getByRole('link', { name: 'Torna alla struttura' }).getAttribute('href')).toBe(
      '/PropertyView/3',
    );
    expect(screen.queryByRole('button', { name: 'Conferma e vai al pagamento' })).toBeNull();
    const headers = sentTo(fetchMock, 'booking/property/3').headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
  });

  it('offers the form for anyone else’s listing', async () => {
    localStorage.setItem('token', 'tok');
    mockApi(answer(false));
    renderWithProviders(<CheckoutPage />, {
      path: '/Checkout?property_id=3&start_date=2030-03-05&end_date=2030-03-07&no_of_guest=1',
    });
    expect(await screen.findByRole('button', { name: 'Conferma e vai al pagamento' })).toBeTruthy();
  });

  it('prices a booking by the hour by its hours, a service once, and sends the hours to booking/store', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = mockApi(() => ({ status: 409, body: { success: false, message: 'no' } }));
    const room = { ...property, price: 30, price_cents: 3000, price_type: 'fixed', discount_type: null };
    const hours = { ...params, end_date: params.start_date, start_time: '10:00', end_time: '11:30' };
    renderForm(room as BookingProperty, vi.fn(), hours);
    // 30 € × 1,5 ore = 45 €; IVA 9,90 → 54,90 → 55 €.
    expect(screen.getByText(/^30,00\s€ × 1,5 ore$/)).toBeTruthy();
    expect(screen.getByText(/05\/03\/2030, 10:00–11:30/)).toBeTruthy();
    expect(total()).toMatch(/^55,00\s€$/);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Proiettore — 10,00\s€ a prenotazione$/ }));
    // + 10 → 55 €; IVA 12,10 → 67,10 → 67 €.
    expect(total()).toMatch(/^67,00\s€$/);
    fillCityAndProvince();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma e vai al pagamento' }));
    await screen.findByText('no');
    const sent = JSON.parse(String(sentTo(fetchMock, 'booking/store').body));
    expect(sent).toMatchObject({
      start_date: '2030-03-05',
      end_date: '2030-03-05',
      start_time: '10:00',
      end_time: '11:30',
    });
  });
});
