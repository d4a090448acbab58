import { cancellationRules } from '@scrivania/core/booking/cancellation';
import type { BookingDetails } from '@scrivania/core/booking/schemas';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PaypalButtons from './paypal-buttons.tsx';

const provider = vi.hoisted(() => ({ options: null as null | Record<string, unknown> }));
vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ options, children }: { options: Record<string, unknown>; children: unknown }) => {
    provider.options = options;
    return children;
  },
  PayPalButtons: () => null,
}));

const booking: BookingDetails = {
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
  payable_amount: 122,
  payable_amount_cents: 12_200,
  status: 'pending',
  hold_expires_at: '2026-03-01T10:30:00.000Z',
  invoice_no: null,
  cancellation_policy: 'moderata',
  cancellation_rule: cancellationRules.moderata,
  refunded_amount: 0,
  refunded_amount_cents: 0,
  refunds: [],
};
const show = () =>
  render(<PaypalButtons booking={booking} onPaid={() => {}} onFailed={() => {}} clientId="id-1" />);

afterEach(() => {
  document.head.querySelector('meta[property="csp-nonce"]')?.remove();
  provider.options = null;
});

describe('PayPal buttons', () => {
  it("hand PayPal's script the page's policy nonce, for the styles it injects", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'bm9uY2UtZm9yLXRoaXMtcGFnZQ==');
    document.head.append(meta);
    show();
    expect(provider.options).toMatchObject({
      clientId: 'id-1',
      dataCspNonce: 'bm9uY2UtZm9yLXRoaXMtcGFnZQ==',
    });
  });

  it('load without a nonce when the page has none', () => {
    show();
    expect(provider.options).not.toHaveProperty('dataCspNonce');
  });
});
