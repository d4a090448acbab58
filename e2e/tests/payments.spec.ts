import { expect, type Page } from '@playwright/test';
import { latestMailTo, newVisitor, registerViaApi, signInViaApi, verifyViaApi } from '../accounts.ts';
import { dayFromToday, oneDayBookingBody, signedInVisitor } from '../bookings.ts';
import { watchPolicyViolations } from '../csp.ts';
import { apiData, demoProperties, test } from '../fixtures.ts';

/**
 * Paying a booking with each method, from the Payment page to its end state and to order history.
 * Bookings are made through POST booking/store as the checkout does (SPEC section 3 payload).
 */

/**
 * A demo property booked at once, picked at random so parallel runs spread over them: one booked on
 * request cannot be paid until its host accepts, which is another journey.
 */
async function instantProperty(page: Page) {
  const list = await demoProperties(page.request);
  const from = (process.pid + Date.now()) % list.length;
  for (const property of [...list.slice(from), ...list.slice(0, from)]) {
    const detail = await apiData<{ data: { booking_mode: string } }>(
      page.request,
      `property/${property._id}`,
    );
    if (detail.data.booking_mode === 'instant') return property;
  }
  throw new Error('no demo property is booked at once');
}

/** A pending booking of a demo property on free dates; tries later dates when a range is taken. */
async function storeBooking(page: Page, user: { email: string; token: string }) {
  const property = await instantProperty(page);
  for (let attempt = 0; attempt < 20; attempt++) {
    const start = dayFromToday(30 + ((Date.now() / 1000 + attempt * 7) % 300));
    const response = await page.request.post('/backend/api/booking/store', {
      headers: { authorization: `Bearer ${user.token}` },
      data: oneDayBookingBody(property._id, start, user.email),
    });
    // A taken or unavailable range is worth another try; a missing route, session or a crash is not.
    if ([401, 404].includes(response.status()) || response.status() >= 500) {
      throw new Error(`booking/store answered ${response.status()}: ${await response.text()}`);
    }
    if (response.ok()) {
      const body = (await response.json()) as { booking: { _id: number } };
      return { id: body.booking._id, propertyName: property.property_name };
    }
  }
  throw new Error('no free dates found for a booking');
}

async function openPayment(page: Page) {
  const user = await signedInVisitor(page);
  const booking = await storeBooking(page, user);
  await page.goto(`/Payment?bookingId=${booking.id}`);
  await expect(page.getByRole('button', { name: 'Paga ora' })).toBeVisible();
  return { user, booking };
}

async function expectOrderStatus(page: Page, booking: { id: number; propertyName: string }, paid: boolean) {
  await page.goto('/OrderHistory');
  const row = page.getByRole('row').filter({ hasText: booking.propertyName }).first();
  if (paid) await expect(row.getByText('Prenotato')).toBeVisible();
  else
    await expect(row.getByRole('link', { name: 'Paga Ora' })).toHaveAttribute(
      'href',
      `/Payment?bookingId=${booking.id}`,
    );
}

test.describe('payments', () => {
  test('PayPal (default, sandbox) pays on the server and the booking shows as Prenotato', async ({
    page,
  }) => {
    const { booking } = await openPayment(page);
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(page.getByText('Modalità di prova')).toBeVisible();
    await page.getByRole('button', { name: 'Paga ora' }).click();
    await expect(page).toHaveURL(/\/PaymentSuccess$/);
    await expect(page.getByRole('heading', { name: 'Successo dell ordine' })).toBeVisible();
    await expectOrderStatus(page, booking, true);
  });

  // The one-second budget of a card payment is measured by bench/src/payments.ts, not here: a timed
  // assertion in a browser journey fails on a busy machine without saying anything about the product.
  test('a sandbox card is declined with the card message, then a good card pays', async ({ page }) => {
    const { booking } = await openPayment(page);
    await page.getByRole('radio', { name: 'Stripe' }).check();
    await expect(page.getByText('Modalità di prova')).toBeVisible();
    await page.getByLabel('Numero carta').fill('4000 0000 0000 0002');
    await page.getByLabel('Scadenza').fill('12/40');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Paga ora' }).click();
    await expect(page.getByRole('alert')).toHaveText('La tua carta è stata rifiutata.');
    await page.getByLabel('Numero carta').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Paga ora' }).click();
    await expect(page).toHaveURL(/\/PaymentSuccess$/);
    await expectOrderStatus(page, booking, true);
  });

  test('bank transfer shows the green confirmation, mails the instructions, goes home and stays unpaid', async ({
    page,
  }) => {
    const { booking, user } = await openPayment(page);
    await expect(page.locator('label', { hasText: 'Bonifico Bancario' })).toHaveClass(/text-red-600/);
    await page.getByRole('radio', { name: 'Bonifico Bancario' }).check();
    await page.getByRole('button', { name: 'Paga ora' }).click();
    await expect(page.getByText('Prenotazione confermata!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 8000 });
    const mail = await latestMailTo(user.email, 'IBAN: IT60 X054 2811 1010 0000 0123 456');
    expect(mail).toMatch(/Causale: SCR-/);
    await expectOrderStatus(page, booking, false);
  });
});

test.describe('bank transfer for an address not verified yet', () => {
  test('the payment page says how to verify and links to the profile; once verified, the transfer goes', async ({
    page,
  }) => {
    const visitor = newVisitor();
    await registerViaApi(page, visitor);
    const user = { ...visitor, token: await signInViaApi(page, visitor.email, visitor.password) };
    const booking = await storeBooking(page, user);
    await page.goto(`/Payment?bookingId=${booking.id}`);
    await page.getByRole('radio', { name: 'Bonifico Bancario' }).check();
    await page.getByRole('button', { name: 'Paga ora' }).click();
    await expect(page.getByRole('alert')).toContainText(
      "devi prima verificare il tuo indirizzo email: apri il link che ti abbiamo inviato alla registrazione, oppure chiedine uno nuovo dal tuo profilo con 'Invia di nuovo il link'",
    );
    await page.getByRole('link', { name: 'Vai al profilo' }).click();
    await expect(page.getByText('Il tuo indirizzo email non è ancora verificato.')).toBeVisible();

    await verifyViaApi(page, user.email);
    await page.goto(`/Payment?bookingId=${booking.id}`);
    await page.getByRole('radio', { name: 'Bonifico Bancario' }).check();
    await page.getByRole('button', { name: 'Paga ora' }).click();
    await expect(page.getByText('Prenotazione confermata!')).toBeVisible();
  });
});

test.describe('payment page under the content security policy', () => {
  test('each method shows its form and nothing is refused by the policy', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await openPayment(page);
    await expect(page.getByText('Modalità di prova')).toBeVisible();
    await page.getByRole('radio', { name: 'Stripe' }).check();
    await expect(page.getByLabel('Numero carta')).toBeVisible();
    await page.getByRole('radio', { name: 'Bonifico Bancario' }).check();
    await expect(page.getByRole('button', { name: 'Paga ora' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations()).toEqual([]);
  });
});

test.describe('payment result screens', () => {
  test('success and failure screens rewrite the address bar to their own path', async ({ page }) => {
    await page.goto('/paymentsuccess?token=EC-1&PayerID=P1');
    await expect(page.getByRole('heading', { name: 'Successo dell ordine' })).toBeVisible();
    await expect(page).toHaveURL(/\/PaymentSuccess$/);
    await page.goto('/paymentfailure?token=EC-1');
    await expect(page.getByRole('heading', { name: 'Pagamento fallito!' })).toBeVisible();
    await expect(page.getByText('Oh no, il tuo pagamento non è riuscito.')).toBeVisible();
    await expect(page).toHaveURL(/\/PaymentFailure$/);
  });
});
