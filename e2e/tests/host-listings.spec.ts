import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { messages } from '@scrivania/core/messages.it';
import { login, newVisitor, registerViaApi, signInViaApi } from '../accounts.ts';
import { reachingContext, test } from '../fixtures.ts';

const isoIn = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};

const MONTHS = messages.catalog.calendar.months;
const longDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
};

/** Turns the calendar forward until it shows the month of `iso`. */
async function showMonthOf(page: Page, iso: string) {
  const [year, month] = iso.split('-').map(Number);
  const title = `${MONTHS[(month ?? 1) - 1]} ${year}`;
  // After a reload the calendar is not drawn yet: counting its title then finds none and turns past it.
  await expect(
    page.getByRole('heading', { name: new RegExp(`^(${MONTHS.join('|')}) \\d{4}$`) }),
  ).toBeVisible();
  for (let turn = 0; turn < 3; turn++) {
    if ((await page.getByRole('heading', { name: title }).count()) > 0) return;
    await page.getByRole('button', { name: 'Mese successivo' }).click();
  }
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

/** The alt texts of the listing's photos, in the order the host sees them. */
const photoOrder = (page: Page) =>
  page
    .getByRole('list', { name: /Foto dell’annuncio/ })
    .getByLabel('Testo alternativo (cosa mostra la foto)')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test.describe('host listings', () => {
  test('a new host lists a space with three photos, opens dates and publishes it; a guest finds and books it; the host sees the booking', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const host = newVisitor();
    const token = host.username.slice(-8);
    const name = `Studio Aurora ${token}`;

    await page.goto('/BecomeHost');
    await page.getByLabel('Nome utente').fill(host.username);
    await page.getByLabel('Nome', { exact: true }).fill(host.name);
    await page.getByLabel('Email').fill(host.email);
    await page.getByLabel('Password', { exact: true }).fill(host.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /registrati/i }).click();
    await expect(page).toHaveURL(/\/Login$/);

    await page.goto('/');
    // The site opens the back-office in a tab of its own.
    const [office] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Accesso Host' }).click(),
    ]);
    await expect(office).toHaveURL(/\/host\/login\?returnUrl=/);
    await expect(office.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await office.getByLabel('Email').fill(host.email);
    await office.getByLabel('Password', { exact: true }).fill(host.password);
    await office.getByRole('button', { name: 'Accedi' }).click();
    await expect(office).toHaveURL(/\/host$/);
    await office.getByRole('link', { name: 'Annunci' }).first().click();
    await expect(office).toHaveURL(/\/host\/listings$/);
    await expect(office.getByText('Non hai ancora annunci: crea il primo.')).toBeVisible();

    await office.getByRole('link', { name: 'Nuovo annuncio' }).click();
    await office.getByRole('button', { name: 'Crea la bozza' }).click();
    await expect(office.getByText("Il nome dell'annuncio è obbligatorio.")).toBeVisible();
    await office.getByLabel('Nome dell’annuncio').fill(name);
    await office.getByLabel('Categoria').selectOption({ index: 1 });
    await office.getByLabel('Città').selectOption({ index: 1 });
    await office.getByRole('button', { name: 'Crea la bozza' }).click();
    await expect(office).toHaveURL(/\/host\/listings\/\d+\?step=location$/);
    await expect(office.getByText('Bozza', { exact: true })).toBeVisible();

    await office.getByRole('combobox', { name: 'Indirizzo' }).fill('via dante 10 milano');
    await office.getByRole('option', { name: 'Via Dante 10, 20121 Milano' }).click();
    await expect(office.getByText('Coordinate: 45.466500, 9.184800')).toBeVisible();
    await office.getByRole('button', { name: 'Salva e continua' }).click();
    await expect(office).toHaveURL(/step=capacity$/);

    await office.getByLabel(/^Capienza/).fill('4');
    await office.getByLabel('Superficie (m²)').fill('30');
    await office.getByLabel('Prezzo (€)').fill('45');
    await office.getByRole('button', { name: 'Salva e continua' }).click();
    await expect(office).toHaveURL(/step=booking$/);
    await office.getByRole('button', { name: 'Salva e continua' }).click();
    await expect(office).toHaveURL(/step=seo$/);
    await office.getByRole('button', { name: 'Salva e continua' }).click();
    await expect(office).toHaveURL(/step=photos$/);

    // Publishing now is refused with what is missing.
    await office.getByRole('button', { name: 'Pubblica' }).click();
    await expect(office.getByRole('alert')).toContainText('Per pubblicare l');

    const png = await readFile(path.join(import.meta.dirname, '../files/avatar.png'));
    await office.getByLabel('Scegli le foto').setInputFiles([
      { name: 'prima.png', mimeType: 'image/png', buffer: png },
      { name: 'seconda.png', mimeType: 'image/png', buffer: png },
      { name: 'terza.png', mimeType: 'image/png', buffer: png },
    ]);
    await expect(office.getByText('terza.png: caricata')).toBeVisible();
    const photos = office.getByRole('list', { name: /Foto dell’annuncio/ });
    await expect(photos.getByRole('listitem')).toHaveCount(3);
    for (const [index, alt] of ['Prima', 'Seconda', 'Terza'].entries()) {
      const item = photos.getByRole('article', { name: `Foto ${index + 1} di 3` });
      await item.getByLabel('Testo alternativo (cosa mostra la foto)').fill(alt);
      await item.getByRole('button', { name: 'Salva il testo' }).click();
      await expect(item.getByText('Testo alternativo salvato.')).toBeVisible();
    }

    // Keyboard only: pick the first photo up, move it down one place, drop it.
    const first = photos.getByRole('button', { name: /^Sposta la foto 1/ });
    await first.focus();
    // Each step waits for what the screen shows or a screen reader is told.
    await office.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    // The photo shows pressed at the pick-up, before dnd-kit has measured the list, and an arrow key
    // sent before that measurement moves nothing. The measurement finds the photo over its own place and
    // the live region says so (at once replacing the pick-up's words): the sign that it can move.
    await expect(office.getByText('La foto 1 è ora sopra la posizione 1.')).toBeAttached();
    // Even then an arrow can come before dnd-kit has measured the other places, and move nothing: a
    // person presses it again, and so does the test, until the photo is over the second place.
    await expect(async () => {
      await office.keyboard.press('ArrowDown');
      await expect(office.getByText('La foto 1 è ora sopra la posizione 2.')).toBeAttached({
        timeout: 2_000,
      });
    }).toPass({ timeout: 15_000 });
    await office.keyboard.press('Space');
    await expect.poll(() => photoOrder(office)).toEqual(['Seconda', 'Prima', 'Terza']);

    // With the mouse: drag the third photo to the top; it becomes the cover.
    const handle = photos.getByRole('button', { name: /^Sposta la foto 3/ });
    const target = photos.getByRole('button', { name: /^Sposta la foto 1/ });
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('photo handles not laid out');
    await office.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await office.mouse.down();
    await office.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await office.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
    await office.mouse.up();
    await expect.poll(() => photoOrder(office)).toEqual(['Terza', 'Seconda', 'Prima']);
    // The order is the server's: it survives a reload.
    await office.reload();
    await expect.poll(() => photoOrder(office)).toEqual(['Terza', 'Seconda', 'Prima']);
    await expect(photos.getByRole('article', { name: 'Foto 1 di 3' }).getByText('Copertina')).toBeVisible();

    await office.getByRole('link', { name: /Disponibilità/ }).click();
    const start = isoIn(30);
    const end = isoIn(60);
    await office.getByLabel('Dal', { exact: true }).fill(start);
    await office.getByLabel('Al', { exact: true }).fill(end);
    await office.getByRole('button', { name: 'Apri il periodo' }).click();
    await expect(office.getByRole('status')).toHaveText('Disponibilità salvata.');
    // A day inside the window closes with a click and opens again.
    await showMonthOf(office, isoIn(31));
    const closable = office.getByRole('button', { name: `${longDate(isoIn(31))}: aperto` });
    await closable.click();
    await expect(office.getByRole('button', { name: `${longDate(isoIn(31))}: chiuso` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await office.getByRole('button', { name: `${longDate(isoIn(31))}: chiuso` }).click();
    await expect(office.getByRole('button', { name: `${longDate(isoIn(31))}: aperto` })).toBeVisible();

    await office.getByRole('button', { name: 'Pubblica' }).click();
    await expect(office.getByText('Annuncio pubblicato.')).toBeVisible();
    await expect(office.getByText('Pubblicato', { exact: true })).toBeVisible();

    // A guest, in a browser of their own, finds it in search and books two days.
    const guestContext = await reachingContext(browser);
    const guest = await guestContext.newPage();
    const visitor = newVisitor();
    await registerViaApi(guest, visitor);
    await login(guest, visitor.email, visitor.password);
    await guest.goto(`/PropertySearch?search_input=${encodeURIComponent(name)}`);
    await guest.getByRole('link', { name }).first().click();
    await expect(guest).toHaveURL(/\/PropertyView\/\d+$/);
    const bookStart = isoIn(35);
    await guest.getByLabel('Dal', { exact: true }).fill(bookStart);
    await guest.getByLabel('Al', { exact: true }).fill(isoIn(36));
    await guest.getByRole('button', { name: 'Verificare la disponibilità' }).click();
    await guest.getByRole('button', { name: 'Prenota ora' }).click();
    await expect(guest).toHaveURL(/\/Checkout\?/);
    await guest.getByRole('textbox', { name: 'Cellulare' }).fill('3331234567');
    await guest.getByRole('textbox', { name: 'Indirizzo' }).fill('Via Roma 1');
    await guest.getByRole('textbox', { name: 'Città' }).fill('Milano');
    await guest.getByRole('textbox', { name: 'Provincia' }).fill('MI');
    await guest.getByRole('button', { name: 'Conferma e vai al pagamento' }).click();
    await expect(guest).toHaveURL(/\/Payment\?bookingId=\d+$/);
    // The details come after the page: read the number once it is shown, not whatever is there first.
    await expect(guest.locator('dl')).toContainText(/SCR-\d{4}-\d{6}/);
    const bookingNo = (await guest.locator('dl').textContent())?.match(/SCR-\d{4}-\d{6}/)?.[0];
    expect(bookingNo).toBeTruthy();
    await guestContext.close();

    // The host sees the booking on the listing's calendar and in the list.
    await office.reload();
    await showMonthOf(office, bookStart);
    await expect(
      office.getByText(`${longDate(bookStart)}: in attesa (${bookingNo})`, { exact: true }),
    ).toBeAttached();
    await office
      .getByRole('navigation', { name: 'Area Host' })
      .getByRole('link', { name: 'Annunci' })
      .click();
    await expect(office.getByRole('row', { name: new RegExp(name) })).toContainText(String(bookingNo));
  });

  test('beside the cancellation policy the editor says a change applies to new bookings only', async ({
    page,
  }) => {
    const host = newVisitor();
    const registered = await page.request.post('/backend/api/register', {
      data: { ...host, assign_role: 'host' },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    await signInViaApi(page, host.email, host.password);
    await page.goto('/host/listings/new');
    await page.getByLabel('Nome dell’annuncio').fill(`Studio Aurora ${host.username.slice(-8)}`);
    await page.getByLabel('Categoria').selectOption({ index: 1 });
    await page.getByLabel('Città').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Crea la bozza' }).click();
    await expect(page).toHaveURL(/\/host\/listings\/\d+\?step=location$/);

    await page.goto(page.url().replace('step=location', 'step=booking'));
    const policy = page.getByRole('group', { name: 'Politica di cancellazione' });
    await expect(policy.getByRole('radio')).toHaveCount(3);
    const note =
      'La modifica vale solo per le nuove prenotazioni: quelle già fatte mantengono la politica con cui sono state prenotate.';
    await expect(policy.getByText(note, { exact: true })).toBeVisible();
    await expect(policy).toHaveAccessibleDescription(note);
  });

  test('a visitor who opens the back-office is told it is for hosts, with the way to become one', async ({
    page,
  }) => {
    const visitor = newVisitor();
    await registerViaApi(page, visitor);
    await page.goto('/host/login');
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByLabel('Password', { exact: true }).fill(visitor.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('alert')).toContainText('Quest’area è riservata agli host');
    await expect(page.getByRole('link', { name: 'Diventa host' })).toHaveAttribute('href', '/BecomeHost');
  });
});
