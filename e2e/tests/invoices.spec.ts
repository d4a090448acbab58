import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { openConsoleSection } from '../accounts.ts';
import { bookFreeListing, dayFromToday, payByCard, signedInVisitor } from '../bookings.ts';
import { reachingContext, test } from '../fixtures.ts';

/**
 * A guest pays a booking by card and downloads its invoice's PDF copy from order history; the operator
 * finds the invoice in the console's 'Fatture' and exports the month's XML files as a ZIP.
 */

/** Clicks a download button and answers the file's name and bytes. */
async function downloadFrom(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

test('a guest downloads the invoice of a paid booking; the operator lists it and exports its month', async ({
  page,
  browser,
}) => {
  const guest = await signedInVisitor(page);
  const days = Array.from({ length: 30 }, (_, index) =>
    dayFromToday(200 + ((Date.now() / 1000 + index * 11) % 150)),
  );
  const booking = await bookFreeListing(
    page.request,
    guest,
    days,
    (detail) => detail.booking_mode === 'instant',
  );
  await payByCard(page, guest, booking);

  const details = await (
    await page.request.get(`/backend/api/booking/details/${booking.id}`, {
      headers: { authorization: `Bearer ${guest.token}` },
    })
  ).json();
  const invoiceNo: string = details.data.invoice_no;
  expect(invoiceNo).toMatch(/^\d{4}\/\d{6}$/);

  await page.goto('/OrderHistory');
  const row = page.getByRole('row').filter({ hasText: booking.propertyName }).first();
  await expect(row.getByRole('list', { name: `Documenti fiscali della fattura ${invoiceNo}` })).toBeVisible();
  const pdf = await downloadFrom(
    page,
    row.getByRole('button', { name: `Scarica la fattura ${invoiceNo} in PDF` }),
  );
  expect(pdf.name).toBe(`Fattura-${invoiceNo.replace('/', '-')}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const xml = await downloadFrom(
    page,
    row.getByRole('button', { name: `Scarica la fattura ${invoiceNo} in XML (FatturaPA)` }),
  );
  expect(xml.bytes.toString('utf8')).toContain(`<Numero>${invoiceNo}</Numero>`);

  const operator = await (await reachingContext(browser, { acceptDownloads: true })).newPage();
  await openConsoleSection(operator, 'Fatture');
  await expect(operator.getByRole('heading', { name: 'Fatture', level: 1 })).toBeVisible();
  // Issued at payment: this month in Rome.
  const [year = 0, month = 0] = dayFromToday(0).split('-').map(Number);
  await operator.getByLabel('Cerca').fill(invoiceNo);
  await operator.getByLabel('Anno').selectOption(String(year));
  await operator.getByLabel('Mese').selectOption(String(month));
  await operator.getByRole('button', { name: 'Applica filtri' }).click();
  const invoiceRow = operator.getByRole('row').filter({ hasText: invoiceNo });
  await expect(invoiceRow).toHaveCount(1);
  await expect(invoiceRow.getByText('Pronta per l’invio')).toBeVisible();
  await expect(invoiceRow.getByText('Fattura', { exact: true })).toBeVisible();

  const zip = await downloadFrom(operator, operator.getByRole('button', { name: 'Esporta ZIP del mese' }));
  expect(zip.name).toBe(`fatture-${year}-${String(month).padStart(2, '0')}.zip`);
  expect(zip.bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  // A ZIP keeps each file's name in plain text: the month's files are there under their SdI names.
  expect(zip.bytes.toString('latin1')).toMatch(/IT\d{11}_[A-Z0-9]{5}\.xml/);
});
