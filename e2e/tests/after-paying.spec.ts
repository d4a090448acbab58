import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { bookFreeListing, dayFromToday, payByCard, signedInVisitor } from '../bookings.ts';
import { test } from '../fixtures.ts';

/**
 * On a phone (390 × 844), right after paying by card: the confirmation keeps SPEC's heading and says
 * which booking was paid, puts it in a calendar and opens the conversation with its host.
 */
test.use({ viewport: { width: 390, height: 844 } });

const longDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = new Date(Date.UTC(2000, (month ?? 1) - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${day} ${name}, ${year}`;
};

test('a guest pays by card and the confirmation shows the booking, its calendar file and the host', async ({
  page,
}) => {
  const guest = await signedInVisitor(page);
  const offset = 200 + ((process.pid + Date.now()) % 150);
  const days = Array.from({ length: 10 }, (_, index) => dayFromToday(offset + index * 3));
  const booking = await bookFreeListing(
    page.request,
    guest,
    days,
    (detail) => detail.booking_mode === 'instant',
  );
  const amount = await payByCard(page, guest, booking);

  await expect(page.getByRole('heading', { level: 1, name: 'Successo dell ordine' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'La tua prenotazione' });
  await expect(summary.getByText(/^SCR-\d{4}-\d{6}$/)).toBeVisible();
  await expect(summary.getByText(booking.propertyName, { exact: true })).toBeVisible();
  await expect(summary.getByText(longDate(booking.day))).toHaveCount(2);
  await expect(summary.getByText(amount)).toBeVisible();
  // Nothing of the page runs off the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('payment-success-390.png'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await summary.getByRole('button', { name: /^Aggiungi al calendario/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^SCR-\d{4}-\d{6}\.ics$/);
  const ics = await readFile((await download.path()) ?? '', 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${booking.day.replaceAll('-', '')}`);

  await summary.getByRole('link', { name: "Contatta l'host" }).click();
  await expect(page).toHaveURL(/\/Chatboat\?user=\d+&property=\d+$/);
  await expect(page.getByLabel('Scrivi un messaggio')).toBeVisible();
});
