import type { BookingDetails } from '@scrivania/core/booking/schemas';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/render.tsx';
import { pendingBooking } from '../test/booking-details.ts';
import { sandboxPaymentConfig } from '../test/payment-config.ts';
import { PaymentMethodForm } from './payment-method-form.tsx';
import { PaymentSuccessPage } from './payment-result-pages.tsx';

const t = messages.payments;
const pending = pendingBooking;
const paid: BookingDetails = {
  ...pending,
  status: 'booked',
  hold_expires_at: null,
  invoice_no: '2026/000041',
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The payment form and the success page as the app routes them, the booking's details answered as paid. */
function payByCard() {
  localStorage.setItem('token', 'tok');
  const fetchMock = mockApi((path) => {
    if (path === 'payment/config') return { body: sandboxPaymentConfig };
    if (path === 'payment/card-sandbox')
      return { body: { success: true, message: t.paid, data: { _id: 41, status: 'booked' } } };
    if (path === 'booking/details/41') return { body: { success: true, data: paid } };
    return { status: 404, body: {} };
  });
  const router = renderRoutes(
    [
      { path: '/Payment', Component: () => <PaymentMethodForm booking={pending} /> },
      { path: '/PaymentSuccess', Component: PaymentSuccessPage },
    ],
    '/Payment?bookingId=41',
  );
  return { fetchMock, router };
}

describe('the page after paying', () => {
  it('keeps the SPEC heading and shows the booking just paid, its calendar entry, invoice and host', async () => {
    const { router } = payByCard();
    fireEvent.click(await screen.findByRole('radio', { name: t.methodStripe }));
    fireEvent.change(await screen.findByLabelText(t.cardNumber), {
      target: { value: '4242 4242 4242 4242' },
    });
    fireEvent.change(screen.getByLabelText(t.cardExpiry), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText(t.cardCvc), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: t.payNow }));

    const summary = await screen.findByRole('region', { name: t.paidBookingTitle });
    expect(router.state.location.pathname).toBe('/PaymentSuccess');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Successo dell ordine');
    const facts = Object.fromEntries(
      within(summary)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      [messages.booking.payment.bookingNo]: 'SCR-2026-000041',
      [messages.booking.payment.property]: 'Ufficio Navigli',
      [t.paidAddress]: 'Via Vigevano 9, Milano',
      [messages.booking.payment.startDate]: '5 March, 2026',
      [messages.booking.payment.endDate]: '6 March, 2026',
      [t.paidAmount]: formatEuroCents(12_200),
    });
    expect(
      within(summary).getByRole('button', { name: t.addToCalendarNamed('SCR-2026-000041') }),
    ).toBeTruthy();
    expect(within(summary).getByRole('list', { name: /2026\/000041/ })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: messages.chat.contactHost }).getAttribute('href')).toBe(
      '/Chatboat?property=3',
    );
  });

  it('reached without a booking, shows the SPEC heading and message alone and asks for nothing', () => {
    const fetchMock = mockApi(() => ({ status: 404, body: {} }));
    renderRoutes([{ path: '/PaymentSuccess', Component: PaymentSuccessPage }], '/PaymentSuccess');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Successo dell ordine');
    expect(screen.getByText(t.successText)).toBeTruthy();
    expect(screen.queryByRole('region', { name: t.paidBookingTitle })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the deadline beside 'Paga ora'", () => {
  it('says until when the booking can be paid, in Italian time', async () => {
    payByCard();
    expect(await screen.findByText(t.payBy('01/03/2026, 11:30'))).toBeTruthy();
  });
});
