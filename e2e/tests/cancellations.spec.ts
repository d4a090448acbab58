import { expect, test } from '@playwright/test';
import { bookFreeListing, dayFromToday, oneDayBookingBody, signedInVisitor } from '../bookings.ts';

/**
 * A guest pays by card, cancels from order history under the moderate policy 6 days ahead, sees the
 * full refund and 'Annullata'; the dates can be booked again.
 */

test('a guest pays by card, cancels 6 days ahead under the moderate policy and gets everything back', async ({
  page,
}) => {
  const user = await signedInVisitor(page);
  const day = dayFromToday(6);
  const headers = { authorization: `Bearer ${user.token}` };
  // An instant listing with the moderate policy whose day is free.
  const booking = await bookFreeListing(
    page.request,
    user,
    day,
    (detail) => detail.cancellation_policy === 'moderata' && detail.booking_mode === 'instant',
  );

  await page.goto(`/Payment?bookingId=${booking.id}`);
  await page.getByRole('radio', { name: 'Stripe' }).check();
  await page.getByLabel('Numero carta').fill('4242 4242 4242 4242');
  await page.getByLabel('Scadenza').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Paga ora' }).click();
  await expect(page).toHaveURL(/\/PaymentSuccess$/);

  await page.goto('/OrderHistory');
  const row = page.getByRole('row').filter({ hasText: booking.propertyName }).first();
  await expect(row.getByText('Prenotato')).toBeVisible();
  await row.getByRole('button', { name: /^Annulla la prenotazione/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Annullare la prenotazione?' });
  const details = await (
    await page.request.get(`/backend/api/booking/details/${booking.id}`, { headers })
  ).json();
  const paid = (details.data.payable_amount_cents as number) / 100;
  const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(paid);
  await expect(dialog.getByText(`Ti rimborsiamo ${euro}`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Conferma annullamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Annullata')).toBeVisible();
  await expect(row.getByText(`Rimborso ${euro} rimborsato`)).toBeVisible();

  const again = await page.request.get(
    `/backend/api/check-availability?property_id=${booking.propertyId}&start_date=${day}&end_date=${day}&no_of_guest=1`,
  );
  expect((await again.json()).data.available).toBe(true);
  const rebooked = await page.request.post('/backend/api/booking/store', {
    headers,
    data: oneDayBookingBody(booking.propertyId, day, user.email),
  });
  expect(rebooked.ok()).toBe(true);
});
