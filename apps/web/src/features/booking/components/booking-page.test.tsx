import { cancellationRules } from '@scrivania/core/booking/cancellation';
import type { BookingDetails } from '@scrivania/core/booking/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { BookingPage } from './booking-page.tsx';

/** Unpaid, its hold ending 11:30 in Rome on 1 March 2026 (10:30 UTC, winter time). */
const pendingBooking: BookingDetails = {
  _id: 41,
  booking_no: 'SCR-2026-000041',
  property: {
    _id: 3,
    property_name: 'Ufficio Navigli',
    thumb_image: null,
    address: 'Via Vigevano 9, Milano',
  },
  service_booking: [],
  start_date: '2026-03-05',
  end_date: '2026-03-06',
  start_time: null,
  end_time: null,
  guests: 2,
  payable_amount: 122,
  payable_amount_cents: 12_200,
  amounts: {
    property_amount_cents: 10_000,
    discount_amount_cents: 0,
    services_amount_cents: 0,
    coupon_amount_cents: 0,
    tax_amount_cents: 2_200,
    payable_amount_cents: 12_200,
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

const renderBooking = (booking: BookingDetails) =>
  renderWithProviders(<BookingPage booking={booking} failed={false} />, { path: '/BookingView/41' });

const paid: BookingDetails = {
  ...pendingBooking,
  status: 'booked',
  hold_expires_at: null,
  guests: 3,
  service_booking: [{ service_name: 'Proiettore', amount_cents: 2_000 }],
  amounts: {
    property_amount_cents: 10_000,
    discount_amount_cents: 1_000,
    services_amount_cents: 2_000,
    coupon_amount_cents: 0,
    tax_amount_cents: 2_420,
    payable_amount_cents: 13_420,
  },
  payable_amount: 134.2,
  payable_amount_cents: 13_420,
  payment_method: 'stripe',
  paid_at: '2026-03-01T10:30:00.000Z',
  invoice_no: '2026/000041',
};

/** The value beside a label in a block of facts. */
const factOf = (block: HTMLElement, label: string) =>
  within(block).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('BookingPage', () => {
  it("shows a paid booking's facts, the server's amounts, the payment and the ways onward", async () => {
    renderBooking(paid);
    const facts = await screen.findByRole('region', { name: 'Prenotazione SCR-2026-000041' });
    expect(factOf(facts, 'Numero prenotazione')).toBe('SCR-2026-000041');
    expect(factOf(facts, 'Stato')).toBe('Prenotato');
    expect(within(facts).getByRole('link', { name: 'Ufficio Navigli' }).getAttribute('href')).toBe(
      '/PropertyView/3',
    );
    expect(factOf(facts, 'Indirizzo')).toBe('Via Vigevano 9, Milano');
    expect(factOf(facts, 'Prenotato dal')).toBe('05/03/2026');
    expect(factOf(facts, 'Fino al')).toBe('06/03/2026');
    expect(factOf(facts, 'Ospiti')).toBe('3');
    expect(factOf(facts, 'Servizi')).toBe('Proiettore (20,00\u00a0€)');
    expect(within(facts).getByRole('button', { name: /Aggiungi al calendario/ })).toBeTruthy();

    const amounts = screen.getByRole('region', { name: 'Importi' });
    expect(
      within(amounts)
        .getAllByRole('definition')
        .map((dd) => dd.textContent?.replaceAll('\u00a0', ' ')),
    ).toEqual(['100,00 €', '− 10,00 €', '20,00 €', '24,20 €', '134,20 €']);
    expect(within(amounts).queryByText('Coupon')).toBeNull();

    const payment = screen.getByRole('region', { name: 'Pagamento' });
    expect(factOf(payment, 'Metodo di pagamento')).toBe('Carta');
    expect(factOf(payment, 'Stato del pagamento')).toBe('Pagato il 01/03/2026, 11:30');
    expect(
      within(payment).getByRole('button', { name: 'Scarica la fattura 2026/000041 in PDF' }),
    ).toBeTruthy();

    expect(screen.getByRole('button', { name: 'Annulla la prenotazione SCR-2026-000041' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Contatta l'host" }).getAttribute('href')).toBe(
      '/Chatboat?property=3',
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Percorso' });
    expect(within(breadcrumb).getByRole('link', { name: 'Cronologia Ordini' }).getAttribute('href')).toBe(
      '/OrderHistory',
    );
  });

  it('offers to pay an unpaid booking before its deadline', async () => {
    renderBooking(pendingBooking);
    const facts = await screen.findByRole('region', { name: 'Prenotazione SCR-2026-000041' });
    expect(within(facts).getByRole('link', { name: 'Paga Ora' }).getAttribute('href')).toBe(
      '/Payment?bookingId=41',
    );
    expect(within(facts).getByText('Da pagare entro il 01/03/2026, 11:30')).toBeTruthy();
    const payment = screen.getByRole('region', { name: 'Pagamento' });
    expect(factOf(payment, 'Metodo di pagamento')).toBe('Non ancora scelto');
    expect(factOf(payment, 'Stato del pagamento')).toBe('Da pagare');
  });
});
