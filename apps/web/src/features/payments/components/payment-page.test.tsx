import { cancellationRules } from '@scrivania/core/booking/cancellation';
import type { BookingDetails } from '@scrivania/core/booking/schemas';
import { messages } from '@scrivania/core/messages.it';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
import { sandboxPaymentConfig } from '../test/payment-config.ts';
import { PaymentPage } from './payment-page.tsx';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const details: BookingDetails = {
  _id: 9,
  booking_no: 'SCR-2026-000009',
  property: { _id: 3, property_name: 'Sala Navigli', thumb_image: null, address: 'Via Vigevano 9, Milano' },
  service_booking: [
    { service_name: 'Proiettore', amount_cents: 3_000 },
    { service_name: 'Caffè', amount_cents: 1_000 },
  ],
  start_date: '2024-03-05',
  end_date: '2024-03-06',
  start_time: null,
  end_time: null,
  guests: 3,
  payable_amount: 343,
  payable_amount_cents: 34_300,
  amounts: {
    property_amount_cents: 24_115,
    discount_amount_cents: 0,
    services_amount_cents: 4_000,
    coupon_amount_cents: 0,
    tax_amount_cents: 6_185,
    payable_amount_cents: 34_300,
  },
  payment_method: null,
  paid_at: null,
  status: 'pending',
  hold_expires_at: '2026-03-01T10:30:00.000Z',
  invoice_no: null,
  cancellation_policy: 'moderata',
  cancellation_rule: cancellationRules.moderata,
  refunded_amount: 0,
  refunded_amount_cents: 0,
  refunds: [],
};

describe('PaymentPage', () => {
  it('shows the booking details with long dates, joined services and the euro amount', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = mockApi((path) =>
      path === 'payment/config' ? { body: sandboxPaymentConfig } : { body: { success: true, data: details } },
    );
    renderWithProviders(<PaymentPage />, { path: '/Payment?bookingId=9' });
    expect(screen.getByText('Caricamento dei dettagli della prenotazione...')).toBeTruthy();
    expect(await screen.findByText('SCR-2026-000009')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dettagli della prenotazione' })).toBeTruthy();
    expect(screen.getByText('Sala Navigli')).toBeTruthy();
    expect(screen.getByText('Proiettore, Caffè')).toBeTruthy();
    expect(screen.getByText('5 March, 2024')).toBeTruthy();
    expect(screen.getByText('6 March, 2024')).toBeTruthy();
    expect(screen.getByText(/343,00\s€/)).toBeTruthy();
    expect(((await screen.findByRole('radio', { name: 'PayPal' })) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByRole('button', { name: 'Paga ora' })).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as unknown as [unknown, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('states the cancellation terms the booking was sold under, with the deadlines of its own rule', async () => {
    localStorage.setItem('token', 'tok');
    const kept: BookingDetails = {
      ...details,
      start_date: '2099-06-15',
      end_date: '2099-06-16',
      cancellation_policy: 'flessibile',
      // Not what 'flessibile' says today: the page must read the booking's copy, not recompute it.
      cancellation_rule: { tiers: [{ days_before: 3, percent: 100 }], final_percent: 20 },
    };
    mockApi((path) =>
      path === 'payment/config' ? { body: sandboxPaymentConfig } : { body: { success: true, data: kept } },
    );
    renderWithProviders(<PaymentPage />, { path: '/Payment?bookingId=9' });
    expect(await screen.findByText(messages.booking.cancellation.policyRules.flessibile)).toBeTruthy();
    expect(
      screen.getByText('Rimborso completo se annulli prima del 12/06/2099 alle 00:00 (ora di Roma)'),
    ).toBeTruthy();
    expect(screen.getByText('Dopo, rimborso del 20 % fino all’inizio del soggiorno')).toBeTruthy();
  });

  it('says so when the booking is missing or someone else’s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('token', 'tok');
    mockApi(() => ({ status: 404, body: { success: false, message: 'Booking details not found.' } }));
    renderWithProviders(<PaymentPage />, { path: '/Payment?bookingId=10' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Prenotazione non trovata/);
  });

  it('refuses a booking id that is not a number without calling the server', () => {
    const fetchMock = mockApi(() => ({ body: {} }));
    renderWithProviders(<PaymentPage />, { path: '/Payment?bookingId=abc' });
    expect(screen.getByRole('alert').textContent).toMatch(/Prenotazione non trovata/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
