import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingBooking } from '../test/booking-details.ts';
import PaypalButtons from './paypal-buttons.tsx';

const provider = vi.hoisted(() => ({ options: null as null | Record<string, unknown> }));
vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ options, children }: { options: Record<string, unknown>; children: unknown }) => {
    provider.options = options;
    return children;
  },
  PayPalButtons: () => null,
}));

const booking = pendingBooking;
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
