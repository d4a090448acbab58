import { expect, type Page } from '@playwright/test';
import { hostPage } from '../accounts.ts';
import {
  type BookedDay,
  bookFreeListing,
  dayFromToday,
  oneDayBookingBody,
  payByCard,
  signedInVisitor,
} from '../bookings.ts';
import { test } from '../fixtures.ts';

/**
 * A guest pays by card, cancels from order history under the moderate policy 6 days ahead, sees the
 * full refund and 'Annullata'; the dates can be booked again. A host cancels a paid booking from the
 * back-office with a reason: the guest gets everything back and the dates are free.
 */

type Guest = Awaited<ReturnType<typeof signedInVisitor>>;
type Listing = { _id: number; property_name: string };

/** The booking's dates can be checked and booked again. */
async function bookableAgain(page: Page, guest: Guest, booking: BookedDay) {
  const { propertyId, day } = booking;
  const again = await page.request.get(
    `/backend/api/check-availability?property_id=${propertyId}&start_date=${day}&end_date=${day}&no_of_guest=1`,
  );
  expect((await again.json()).data.available).toBe(true);
  const rebooked = await page.request.post('/backend/api/booking/store', {
    headers: { authorization: `Bearer ${guest.token}` },
    data: oneDayBookingBody(propertyId, day, guest.email),
  });
  expect(rebooked.ok()).toBe(true);
}

test('a guest pays by card, cancels 6 days ahead under the moderate policy and gets everything back', async ({
  page,
}) => {
  const user = await signedInVisitor(page);
  const booking = await bookFreeListing(
    page.request,
    user,
    [dayFromToday(6)],
    (detail) => detail.cancellation_policy === 'moderata' && detail.booking_mode === 'instant',
  );
  const euro = await payByCard(page, user, booking);

  await page.goto('/OrderHistory');
  const row = page.getByRole('row').filter({ hasText: booking.propertyName }).first();
  await expect(row.getByText('Prenotato')).toBeVisible();
  await row.getByRole('button', { name: /^Annulla la prenotazione/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Annullare la prenotazione?' });
  await expect(dialog.getByText(`Ti rimborsiamo ${euro}`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Conferma annullamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Annullata')).toBeVisible();
  await expect(row.getByText(`Rimborso ${euro} rimborsato`)).toBeVisible();
  await bookableAgain(page, user, booking);
});

test('the host cancels a paid booking with a reason: the guest sees it cancelled, refunded in full, and the dates are free', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const host = await hostPage(browser);
  const hostToken = await host.evaluate(() => localStorage.getItem('token'));
  const own = (await (
    await host.request.get('/backend/api/host/properties', {
      headers: { authorization: `Bearer ${hostToken}` },
    })
  ).json()) as { data: (Listing & { status: string })[] };
  const user = await signedInVisitor(page);
  // Weeks ahead, where a strict policy would give nothing back: the host's cancellation still does.
  const booking = await bookFreeListing(
    page.request,
    user,
    [40, 41, 42, 43].map(dayFromToday),
    (detail) => detail.booking_mode === 'instant',
    own.data.filter((listing) => listing.status === 'published'),
  );
  const euro = await payByCard(page, user, booking);

  await host.goto(`/host/bookings/${booking.id}`);
  const cancel = host.getByRole('button', { name: 'Annulla prenotazione' });
  await cancel.click();
  const dialog = host.getByRole('dialog', { name: 'Annullare la prenotazione?' });
  await expect(
    dialog.getByText(`rimborso completo di quanto ha pagato, ${euro}`, { exact: false }),
  ).toBeVisible();
  // The keyboard stays in the dialog, and Escape gives focus back to the button that opened it.
  const reason = dialog.getByLabel('Motivo per l’ospite');
  for (let step = 0; step < 6; step += 1) {
    await host.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await host.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await cancel.press('Enter');
  await dialog.getByRole('button', { name: 'Conferma annullamento' }).click();
  await expect(dialog.getByText('Indica all’ospite il motivo dell’annullamento.')).toBeVisible();
  await reason.fill('Allagamento negli uffici');
  await dialog.getByRole('button', { name: 'Conferma annullamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    host.getByText('Prenotazione annullata: l’ospite riceve il rimborso completo e una mail con il motivo.'),
  ).toBeFocused();
  await expect(host.getByRole('region', { name: 'Riepilogo' }).getByText('Annullata')).toBeVisible();
  await expect(host.getByRole('region', { name: 'Rimborsi' })).toContainText(euro);
  await expect(cancel).toBeHidden();

  await page.goto('/OrderHistory');
  const row = page.getByRole('row').filter({ hasText: booking.propertyName }).first();
  await expect(row.getByText('Annullata')).toBeVisible();
  await expect(row.getByText(`Rimborso ${euro} rimborsato`)).toBeVisible();
  await bookableAgain(page, user, booking);
  await host.context().close();
});
