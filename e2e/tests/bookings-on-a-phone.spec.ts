import { expect, type Page } from '@playwright/test';
import { newVisitor, registerViaApi, signInViaApi } from '../accounts.ts';
import { axeViolations } from '../axe.ts';
import { bookFreeListing, dayFromToday, payByCard, signedInVisitor } from '../bookings.ts';
import { reachingContext, test } from '../fixtures.ts';

/**
 * On a phone (390 × 844): the order history is a stack of cards with each booking's status and actions
 * in view, and each booking opens its own page, with its facts, payment, invoice, calendar file,
 * cancellation and a way to the host. Nothing scrolls sideways and axe finds nothing.
 */
test.use({ viewport: { width: 390, height: 844 } });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a guest finds each booking as a card, opens its page, pays, and cancels the other', async ({
  page,
}) => {
  // Two bookings, a card payment, three pages and two axe runs: a long journey on a busy machine.
  test.setTimeout(240_000);
  const guest = await signedInVisitor(page);
  const offset = 200 + ((process.pid + Date.now()) % 150);
  const days = Array.from({ length: 10 }, (_, index) => dayFromToday(offset + index * 3));
  const paid = await bookFreeListing(
    page.request,
    guest,
    days,
    (detail) => detail.booking_mode === 'instant',
  );
  await payByCard(page, guest, paid);
  const unpaid = await bookFreeListing(
    page.request,
    guest,
    days.filter((day) => day !== paid.day),
    (detail) => detail.booking_mode === 'instant',
  );

  await page.goto('/OrderHistory');
  await expect(page.getByRole('heading', { level: 1, name: 'Cronologia Ordini' })).toBeVisible();
  // A card per booking: the table's header row is hidden, each line labelled by its column.
  await expect(page.getByRole('columnheader', { name: 'Stato' })).toBeHidden();
  const rows = page.getByRole('row');
  const unpaidCard = rows.filter({ has: page.getByRole('link', { name: 'Paga Ora' }) });
  const paidCard = rows
    .filter({ hasText: 'Prenotato' })
    .filter({ hasNot: page.getByRole('link', { name: 'Paga Ora' }) });
  await expect(unpaidCard).toHaveCount(1);
  await expect(paidCard).toHaveCount(1);
  for (const card of [unpaidCard, paidCard]) {
    const box = await card.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    // Status and actions are on the screen's width, not past its edge.
    for (const action of [
      card.getByRole('link', { name: /^Dettagli della prenotazione/ }),
      card.getByRole('button', { name: /^Annulla la prenotazione/ }),
    ]) {
      await action.scrollIntoViewIfNeeded();
      const at = await action.boundingBox();
      expect((at?.x ?? 999) + (at?.width ?? 0)).toBeLessThanOrEqual(390);
    }
  }
  await expect(unpaidCard.getByText(/^Da pagare entro il/)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('order-history-390.png'), fullPage: true });

  // The paid booking's page.
  await paidCard.getByRole('link', { name: /^Dettagli della prenotazione/ }).click();
  await expect(page).toHaveURL(`/BookingView/${paid.id}`);
  const facts = page.getByRole('region', { name: /^Prenotazione SCR-\d{4}-\d{6}$/ });
  await expect(facts.getByRole('link', { name: paid.propertyName })).toHaveAttribute(
    'href',
    `/PropertyView/${paid.propertyId}`,
  );
  const [year, month, day] = paid.day.split('-');
  await expect(facts.getByText(`${day}/${month}/${year}`)).toHaveCount(2);
  await expect(facts.getByText('Prenotato', { exact: true })).toBeVisible();
  const payment = page.getByRole('region', { name: 'Pagamento' });
  await expect(payment.getByText('Carta', { exact: true })).toBeVisible();
  await expect(payment.getByText(/^Pagato il \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await expect(payment.getByRole('button', { name: /^Scarica la fattura .* in PDF$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Importi' }).getByText('Totale')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Politica di cancellazione' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await facts.getByRole('button', { name: /^Aggiungi al calendario/ }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^SCR-\d{4}-\d{6}\.ics$/);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('booking-page-390.png'), fullPage: true });

  // The way to the host opens the conversation about this space.
  await page.getByRole('link', { name: "Contatta l'host" }).click();
  await expect(page).toHaveURL(new RegExp(`/Chatboat\\?user=\\d+&property=${paid.propertyId}$`));
  await expect(
    page.getByRole('navigation', { name: 'Percorso' }).getByRole('link', { name: paid.propertyName }),
  ).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  // The unpaid booking's page offers to pay before its deadline, and cancels with the existing dialog.
  await page.goto(`/BookingView/${unpaid.id}`);
  const unpaidFacts = page.getByRole('region', { name: /^Prenotazione SCR-\d{4}-\d{6}$/ });
  await expect(unpaidFacts.getByRole('link', { name: 'Paga Ora' })).toHaveAttribute(
    'href',
    `/Payment?bookingId=${unpaid.id}`,
  );
  await expect(unpaidFacts.getByText(/^Da pagare entro il/)).toBeVisible();
  await page.getByRole('button', { name: /^Annulla la prenotazione/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Annullare la prenotazione?' });
  await expect(
    dialog.getByText('La prenotazione non è stata pagata: la annulliamo e liberiamo le date.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Conferma annullamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(unpaidFacts.getByText('Annullata', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Annulla la prenotazione/ })).toHaveCount(0);
});

test("someone else's booking answers the not-found page", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const owner = await signedInVisitor(page);
  const days = Array.from({ length: 10 }, (_, index) =>
    dayFromToday(40 + ((process.pid + Date.now()) % 120) + index * 3),
  );
  const booking = await bookFreeListing(
    page.request,
    owner,
    days,
    (detail) => detail.booking_mode === 'instant',
  );

  const other = await (await reachingContext(browser, { viewport: { width: 390, height: 844 } })).newPage();
  const stranger = newVisitor();
  await registerViaApi(other, stranger);
  await signInViaApi(other, stranger.email, stranger.password);
  await other.goto(`/BookingView/${booking.id}`);
  await expect(other.getByRole('heading', { level: 1, name: 'Non trovato' })).toBeVisible();
  await expect(other.getByText(booking.propertyName)).toHaveCount(0);
});
