import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { openConsoleSection } from '../accounts.ts';
import { test } from '../fixtures.ts';

const photo = path.join(import.meta.dirname, '..', 'files', 'avatar.png');

async function openCatalogue(page: Page) {
  await openConsoleSection(page, 'Catalogo');
  await expect(page.getByRole('heading', { name: 'Catalogo › Categorie', level: 1 })).toBeVisible();
}

const publicMenu = (page: Page) => page.getByRole('navigation', { name: /principale/i });

test.describe('the operator runs the catalogue', () => {
  // Sign-in, the console chunk, an image upload and the public pages on a shared machine.
  test.describe.configure({ timeout: 120_000 });

  // New entries, not the demo ones: the other journeys keep reading the seeded menu and cities.
  test('a hidden category leaves the public menu', async ({ page }) => {
    const name = `Sala prove ${Date.now()}`;
    await openCatalogue(page);
    await page.getByRole('button', { name: 'Nuova categoria' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Nome').fill(name);
    await form.getByLabel('Titolo').fill('Sale prove musicali');
    await form.getByLabel('Modalità di prenotazione').selectOption({ label: 'Esclusiva' });
    await form.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('status')).toHaveText('Voce creata.');

    await page.goto('/');
    await expect(publicMenu(page).getByRole('link', { name, exact: true })).toBeVisible();

    await page.goBack();
    await page.getByRole('button', { name: `Modifica ${name}` }).click();
    await page.getByRole('dialog').getByLabel('Nascosta dal menu').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('status')).toHaveText('Modifiche salvate.');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Nascosta', { exact: true })).toBeVisible();

    await page.goto('/');
    await expect(publicMenu(page).getByRole('link', { name: 'Contattaci' })).toBeVisible();
    await expect(publicMenu(page).getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('a renamed city shows under its new name among the home’s popular cities', async ({ page }) => {
    const name = `Pavia ${Date.now()}`;
    const renamed = `${name} Centro`;
    await openCatalogue(page);
    await page
      .getByRole('navigation', { name: 'Sezioni del catalogo' })
      .getByRole('link', { name: 'Città' })
      .click();
    await expect(page.getByRole('heading', { name: 'Catalogo › Città', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Nuova città' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Nome').fill(name);
    await form.getByLabel('Titolo').fill(`Uffici a ${name}`);
    await expect(form.getByLabel('Città popolare')).toBeChecked();
    await form.getByLabel('Scegli una foto').setInputFiles(photo);
    await form.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('status')).toHaveText('Foto della città aggiornata.');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('img', { name: `Foto di ${name}` })).toBeVisible();

    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();

    await page.goBack();
    await page.getByRole('button', { name: `Modifica ${name}` }).click();
    await page.getByRole('dialog').getByLabel('Nome').fill(renamed);
    await page.getByRole('dialog').getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('status')).toHaveText('Modifiche salvate.');

    await page.goto('/');
    await expect(footer.getByRole('link', { name: renamed, exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(0);
  });
});
