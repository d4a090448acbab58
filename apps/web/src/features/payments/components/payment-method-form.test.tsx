import type { BookingDetails } from '@scrivania/core/booking/schemas';
import { messages } from '@scrivania/core/messages.it';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes, renderWithProviders } from '../../../test/render.tsx';
import { AtRoute } from '../../../test/routes.tsx';
import { pendingBooking } from '../test/booking-details.ts';
import { sandboxPaymentConfig } from '../test/payment-config.ts';
import { PaymentMethodForm } from './payment-method-form.tsx';
import { PaymentFailurePage, PaymentSuccessPage } from './payment-result-pages.tsx';

const stripeMock = vi.hoisted(() => ({
  stripe: null as null | { confirmCardPayment: ReturnType<typeof vi.fn> },
  /** What Stripe's loader does when the script cannot be had; by default it finds none. */
  load: () => Promise.resolve(null),
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: () => stripeMock.load() }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  CardElement: () => <div data-testid="card-element" />,
  useStripe: () => stripeMock.stripe,
  useElements: () => ({ getElement: () => ({}) }),
}));

const t = messages.payments;
const booking: BookingDetails = {
  ...pendingBooking,
  service_booking: [{ service_name: 'Caffè', amount_cents: 1_000 }],
};

const sandboxConfig = sandboxPaymentConfig;
const stripeConfig = {
  success: true,
  data: { ...sandboxConfig.data, card: { mode: 'stripe', publishable_key: 'pk_test_1' } },
};
const liveConfig = {
  success: true,
  data: {
    mode: 'live',
    card: { mode: 'stripe', publishable_key: 'pk_live_1' },
    paypal: { mode: 'off' },
    bank_transfer: { mode: 'transfer' },
  },
};
const paid = { success: true, message: t.paid, data: { _id: 41, status: 'booked' } };
type Answer = { status?: number; body: unknown };

function renderForm(answers: Record<string, Answer>, config: unknown = sandboxConfig) {
  const fetchMock = mockApi((path) =>
    path === 'payment/config' ? { body: config } : (answers[path] ?? { status: 404, body: {} }),
  );
  renderWithProviders(
    <AtRoute path="/Payment">
      <PaymentMethodForm booking={booking} />
    </AtRoute>,
    { path: '/Payment?bookingId=41' },
  );
  return fetchMock;
}
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string) => {
  const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
  const call = calls.find(([url]) => String(url).endsWith(`/backend/api/${path}`));
  return JSON.parse(String(call?.[1]?.body ?? 'null'));
};
const payNow = async () => fireEvent.click(await screen.findByRole('button', { name: t.payNow }));
const landing = async () => (await screen.findByTestId('landing')).textContent;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  stripeMock.stripe = null;
  stripeMock.load = () => Promise.resolve(null);
  vi.restoreAllMocks();
});

describe('PaymentMethodForm', () => {
  it('offers PayPal (default), Stripe and the red Bonifico Bancario', async () => {
    renderForm({});
    expect(((await screen.findByRole('radio', { name: t.methodPaypal })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('radio', { name: t.methodStripe })).toBeTruthy();
    expect(screen.getByText(t.methodWire).className).toContain('text-red-600');
  });

  it('pays with the PayPal sandbox on the server and goes to /PaymentSuccess', async () => {
    const fetchMock = renderForm({
      'payment/paypal/order': { body: { success: true, order_id: 'SANDBOX-1' } },
      'payment/paypal/capture': { body: paid },
    });
    expect(await screen.findByText(t.testMode)).toBeTruthy();
    await payNow();
    expect(await landing()).toBe('/PaymentSuccess');
    expect(bodyOf(fetchMock, 'payment/paypal/order')).toMatchObject({ booking_id: 41, amount: 122 });
    expect(bodyOf(fetchMock, 'payment/paypal/capture')).toEqual({ booking_id: 41, order_id: 'SANDBOX-1' });
  });

  it('goes to /PaymentFailure when PayPal fails', async () => {
    renderForm({
      'payment/paypal/order': { body: { success: true, order_id: 'SANDBOX-1' } },
      'payment/paypal/capture': { status: 402, body: { success: false, message: t.paypalNotCompleted } },
    });
    await payNow();
    expect(await landing()).toBe('/PaymentFailure');
  });

  it('reveals the sandbox card form and shows the decline message the server gives', async () => {
    const fetchMock = renderForm({
      'payment/card-sandbox': { status: 402, body: { success: false, message: t.cardDeclined } },
    });
    fireEvent.click(await screen.findByRole('radio', { name: t.methodStripe }));
    fireEvent.change(await screen.findByLabelText(t.cardNumber), {
      target: { value: '4000 0000 0000 0002' },
    });
    fireEvent.change(screen.getByLabelText(t.cardExpiry), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText(t.cardCvc), { target: { value: '123' } });
    expect(screen.getByText(t.testMode)).toBeTruthy();
    await payNow();
    expect((await screen.findByRole('alert')).textContent).toBe(t.cardDeclined);
    expect(bodyOf(fetchMock, 'payment/card-sandbox')).toMatchObject({
      booking_id: 41,
      amount: 122,
      card_number: '4000 0000 0000 0002',
      expiry: '12/30',
      cvc: '123',
    });
  });

  it('goes to /PaymentSuccess after an accepted sandbox card', async () => {
    renderForm({ 'payment/card-sandbox': { body: paid } });
    fireEvent.click(await screen.findByRole('radio', { name: t.methodStripe }));
    fireEvent.change(await screen.findByLabelText(t.cardNumber), {
      target: { value: '4242 4242 4242 4242' },
    });
    await payNow();
    expect(await landing()).toBe('/PaymentSuccess');
  });

  it("shows 'Failed to process payment. Please try again.' when the request itself fails", async () => {
    renderForm({});
    fireEvent.click(await screen.findByRole('radio', { name: t.methodStripe }));
    await screen.findByLabelText(t.cardNumber);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await payNow();
    expect((await screen.findByRole('alert')).textContent).toBe(t.processFailed);
  });

  it('shows the green confirmation after a bank transfer and goes home after 5 seconds', async () => {
    const fetchMock = renderForm({
      'payment/bank-transfer': {
        body: { success: true, message: t.transferAwaited, data: { _id: 41, status: 'awaiting_transfer' } },
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: t.methodWire }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await payNow();
    const box = await screen.findByRole('status');
    expect(box.textContent).toContain(t.wireConfirmedTitle);
    expect(box.className).toContain('green');
    expect(bodyOf(fetchMock, 'payment/bank-transfer')).toEqual({ booking_id: 41 });
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.queryByTestId('landing')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await landing()).toBe('/');
  });

  it('tells an unverified guest how to verify, with a link to the profile that sends the link again', async () => {
    renderForm({
      'payment/bank-transfer': {
        status: 403,
        body: { success: false, message: t.transferNeedsVerifiedEmail },
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: t.methodWire }));
    await payNow();
    expect((await screen.findByRole('alert')).textContent).toBe(t.transferNeedsVerifiedEmail);
    expect(screen.getByRole('link', { name: t.toProfile }).getAttribute('href')).toBe('/Profile');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names the bookings already awaiting a transfer when a third is refused', async () => {
    const refusal = t.tooManyTransfers(['SCR-2026-000039', 'SCR-2026-000040']);
    renderForm({ 'payment/bank-transfer': { status: 409, body: { success: false, message: refusal } } });
    fireEvent.click(await screen.findByRole('radio', { name: t.methodWire }));
    await payNow();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    expect(alert.textContent).toContain('SCR-2026-000039, SCR-2026-000040');
    expect(screen.queryByRole('link', { name: t.toProfile })).toBeNull();
  });

  it("says 'Modalità di prova' for the sandboxes in sandbox mode, with what to do", async () => {
    renderForm({});
    expect((await screen.findByRole('note')).textContent).toContain(t.testModePaypal);
    fireEvent.click(screen.getByRole('radio', { name: t.methodStripe }));
    expect(screen.getByRole('note').textContent).toBe(`${t.testMode} — ${t.testModeCard}`);
    fireEvent.click(screen.getByRole('radio', { name: t.methodWire }));
    expect(screen.queryByText(t.testMode)).toBeNull();
  });

  it("says 'Modalità di prova' on Stripe's test keys too, since nothing is charged", async () => {
    renderForm({}, stripeConfig);
    fireEvent.click(await screen.findByRole('radio', { name: t.methodStripe }));
    await screen.findByTestId('card-element');
    expect(screen.getByRole('note').textContent).toBe(`${t.testMode} — ${t.testModeStripe}`);
  });

  describe('in live mode', () => {
    it("offers only the methods the server offers and never says 'Modalità di prova'", async () => {
      renderForm({}, liveConfig);
      const card = (await screen.findByRole('radio', { name: t.methodStripe })) as HTMLInputElement;
      expect(card.checked).toBe(true);
      expect(screen.queryByRole('radio', { name: t.methodPaypal })).toBeNull();
      await screen.findByTestId('card-element');
      expect(screen.queryByText(t.testMode)).toBeNull();
      fireEvent.click(screen.getByRole('radio', { name: t.methodWire }));
      expect(await screen.findByRole('button', { name: t.payNow })).toBeTruthy();
      expect(screen.queryByText(t.testMode)).toBeNull();
    });
  });

  describe('with Stripe configured', () => {
    it("says 'Stripe.js has not loaded yet.' when Stripe.js is missing", async () => {
      renderForm({}, liveConfig);
      await screen.findByTestId('card-element');
      await payNow();
      expect((await screen.findByRole('alert')).textContent).toBe(t.stripeNotLoaded);
    });

    it.each(['Failed to load Stripe.js', 'Stripe.js not available'])(
      "logs the loader's '%s', then says Stripe.js has not loaded",
      async (words) => {
        const log = vi.spyOn(console, 'error').mockImplementation(() => {});
        const failure = new Error(words);
        stripeMock.load = () => Promise.reject(failure);
        const key = `pk_live_${words.length}`;
        renderForm(
          {},
          { ...liveConfig, data: { ...liveConfig.data, card: { mode: 'stripe', publishable_key: key } } },
        );
        await screen.findByTestId('card-element');
        await waitFor(() => expect(log).toHaveBeenCalledWith(failure));
        await payNow();
        expect((await screen.findByRole('alert')).textContent).toBe(t.stripeNotLoaded);
      },
    );

    it("shows Stripe's own message when the card is refused, and goes to success when it is confirmed", async () => {
      const confirmCardPayment = vi
        .fn()
        .mockResolvedValueOnce({ error: { message: 'Your card was declined.' } })
        .mockResolvedValueOnce({ paymentIntent: { id: 'pi_123', status: 'succeeded' } });
      stripeMock.stripe = { confirmCardPayment };
      const fetchMock = renderForm(
        {
          'payment/stripe': { body: { clientSecret: 'pi_123_secret_x' } },
          'payment/stripe/confirm': { body: paid },
        },
        stripeConfig,
      );
      fireEvent.click(await screen.findByRole('radio', { name: t.methodStripe }));
      await payNow();
      expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
      expect(bodyOf(fetchMock, 'payment/stripe')).toEqual({ booking_id: 41, amount: 122, currency: 'EUR' });
      await payNow();
      expect(await landing()).toBe('/PaymentSuccess');
      await waitFor(() =>
        expect(bodyOf(fetchMock, 'payment/stripe/confirm')).toEqual({
          booking_id: 41,
          payment_intent_id: 'pi_123',
        }),
      );
    });

    it("logs a payment intent that fails and says 'Failed to process payment. Please try again.'", async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      stripeMock.stripe = { confirmCardPayment: vi.fn() };
      renderForm({ 'payment/stripe': { status: 502, body: {} } }, stripeConfig);
      fireEvent.click(await screen.findByRole('radio', { name: t.methodStripe }));
      await payNow();
      expect((await screen.findByRole('alert')).textContent).toBe(t.processFailed);
      expect(log).toHaveBeenCalledWith(t.processFailed, expect.anything());
      expect(stripeMock.stripe.confirmCardPayment).not.toHaveBeenCalled();
    });
  });
});

describe('a paid booking', () => {
  it('is not offered for payment again', () => {
    mockApi(() => ({ body: sandboxConfig }));
    renderWithProviders(<PaymentMethodForm booking={{ ...booking, status: 'booked' }} />);
    expect(screen.getByText(t.alreadyPaid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.payNow })).toBeNull();
  });
});

describe('payment result pages', () => {
  it('say what happened', () => {
    renderWithProviders(<PaymentSuccessPage />);
    expect(screen.getByRole('heading').textContent).toBe('Successo dell ordine');
  });
  it('say the payment failed', () => {
    renderWithProviders(<PaymentFailurePage />);
    expect(screen.getByRole('heading').textContent).toBe('Pagamento fallito!');
    expect(screen.getByText('Oh no, il tuo pagamento non è riuscito.')).toBeTruthy();
  });
  it.each([
    ['/paymentsuccess?token=EC-1&PayerID=P1', PaymentSuccessPage, '/PaymentSuccess'],
    ['/PAYMENTFAILURE#retry', PaymentFailurePage, '/PaymentFailure'],
  ])('rewrite the address bar of %s to their own path', async (address, Page, own) => {
    const router = renderRoutes([{ path: own, Component: Page }], address);
    await waitFor(() => expect(router.state.location.pathname).toBe(own));
    expect(router.state.location.search).toBe('');
    expect(router.state.location.hash).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
