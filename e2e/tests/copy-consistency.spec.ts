import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { bookFreeListing, dayFromToday, signedInVisitor } from '../bookings.ts';
import { test } from '../fixtures.ts';

/**
 * On a phone (390 × 844): the footer's copyright runs to this year, the cancel dialog's way back looks
 * available and its cancel looks destructive, a required-field message goes once the fields are filled,
 * and a search without results offers other cities and fewer filters (decision 077).
 */

test.use({ viewport: { width: 390, height: 844 } });

const romeYear = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date());

test('the footer’s copyright runs from 2023 to this year', async ({ page }) => {
  await page.goto('/About');
  const line = page.locator('footer').getByText(/^© 2023/);
  await expect(line).toHaveText(`© 2023–${romeYear()} Scrivania. Tutti i diritti riservati.`);
});

test('the login’s required message goes as soon as both fields are filled', async ({ page }) => {
  await page.goto('/Login');
  await page.getByRole('button', { name: 'Accedi' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Inserisci sia l e-mail che la password.');
  await page.getByLabel('Email').fill('anna@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Segreta123!');
  await expect(alert).toBeHidden();
});

test('a search without results suggests other cities and removing a filter, keeping the rest', async ({
  page,
}) => {
  await page.goto('/PropertySearch?search_input=zzqqxxyy&no_of_guest=2');
  await expect(page.getByText('Non sono disponibili strutture per le date inserite.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna alla home' })).toBeVisible();
  const removals = page.getByRole('navigation', { name: 'Oppure togli un filtro' });
  await expect(removals.getByRole('link', { name: 'Rimuovi il numero di ospiti' })).toHaveAttribute(
    'href',
    '/PropertySearch?search_input=zzqqxxyy',
  );
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  const city = page.getByRole('navigation', { name: 'Prova in un’altra città' }).getByRole('link').first();
  await expect(city).toBeVisible();
  const name = (await city.textContent()) ?? '';
  await city.click();
  await expect(page).toHaveURL(
    `/PropertySearch?search_input=${encodeURIComponent(name).replaceAll('%20', '+')}&no_of_guest=2`,
  );
  await expect(page.getByText(/strutture? trovat[ae]$/)).toBeVisible();
});

test('the cancel dialog keeps the booking with an enabled plain button and cancels with a red one', async ({
  page,
}) => {
  const guest = await signedInVisitor(page);
  await bookFreeListing(
    page.request,
    guest,
    [dayFromToday(20), dayFromToday(21), dayFromToday(22)],
    (detail) => detail.booking_mode === 'instant',
  );
  await page.goto('/OrderHistory');
  await page
    .getByRole('button', { name: /^Annulla la prenotazione/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Annullare la prenotazione?' });
  const keep = dialog.getByRole('button', { name: 'Mantieni la prenotazione' });
  const cancel = dialog.getByRole('button', { name: 'Conferma annullamento' });
  await expect(keep).toBeEnabled();
  await expect(cancel).toBeEnabled();
  const look = (button: typeof keep) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, opacity: style.opacity };
    });
  // The way back on white at full strength; the cancellation in a colour of its own. The pointer is
  // moved off the dialog first: left where the dialog's opener was clicked, it may hover a button.
  await page.mouse.move(0, 0);
  expect(await look(keep)).toEqual({ background: 'rgb(255, 255, 255)', opacity: '1' });
  expect((await look(cancel)).background).not.toBe('rgb(255, 255, 255)');
  const contrast = await new AxeBuilder({ page }).include('dialog').withRules(['color-contrast']).analyze();
  expect(contrast.violations).toEqual([]);
  // Keyboard focus shows a ring.
  await keep.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(keep).toBeFocused();
  expect(await keep.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await keep.click();
  await expect(dialog).toBeHidden();
});
