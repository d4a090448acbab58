import { expect, type Page } from '@playwright/test';
import type { ContactPageResponseSchema } from '@scrivania/core/content/schemas';
import type { z } from 'zod';
import { apiData, readOutbox, test } from '../fixtures.ts';

const ALL_MESSAGES = [
  'Il nome è obbligatorio',
  'Il cognome è obbligatorio',
  'Email is required',
  'Il numero di telefono è obbligatorio',
  'Seleziona un argomento',
  "È necessario accettare l'informativa sulla privacy",
];

async function fillValid(page: Page, name: string) {
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('Cognome', { exact: true }).fill('Verdi');
  await page.getByLabel(/e-?mail/i).fill('anna.verdi@example.com');
  await page.getByLabel(/telefono/i).fill('+39 333 123 4567');
  await page.getByLabel(/argomento/i).selectOption('coworking');
  await page.getByLabel(/privacy/i).check();
}

test.describe('contact form', () => {
  test('lists every message at once on an empty submit, and editing clears them', async ({ page }) => {
    await page.goto('/Contact');
    await page.getByRole('button', { name: /invia/i }).click();
    const alert = page.getByRole('alert');
    for (const message of ALL_MESSAGES) await expect(alert).toContainText(message);
    await page.getByLabel('Nome', { exact: true }).fill('A');
    await expect(page.getByText(ALL_MESSAGES[0] ?? '')).toHaveCount(0);
  });

  test('checks the e-mail and phone formats', async ({ page }) => {
    await page.goto('/Contact');
    await fillValid(page, 'Anna');
    await page.getByLabel(/e-?mail/i).fill('anna verdi@example');
    await page.getByLabel(/telefono/i).fill('12ab');
    await page.getByRole('button', { name: /invia/i }).click();
    await expect(page.getByRole('alert')).toContainText('Si prega di inserire un indirizzo email valido');
    await expect(page.getByRole('alert')).toContainText('Inserisci un numero di telefono valido');
  });

  test('sends an inquiry that is stored and mailed to the site, then clears the form', async ({
    page,
    request,
  }) => {
    const contact = await apiData<z.infer<typeof ContactPageResponseSchema>>(request, 'contact-us/page-data');
    const name = `Anna${Date.now()}`;
    await page.goto('/Contact');
    await fillValid(page, name);
    await page.getByRole('button', { name: /invia/i }).click();
    await expect(page.getByText('Your inquiry has been submitted successfully!')).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('');
    await expect
      .poll(async () => (await readOutbox()).find((mail) => mail.includes(name)))
      .toContain(`To: ${contact.data.support_email}`);
  });

  test('the about page carries the same form', async ({ page }) => {
    await page.goto('/About');
    await page.getByRole('button', { name: /invia/i }).click();
    for (const message of ALL_MESSAGES) await expect(page.getByRole('alert')).toContainText(message);
  });
});
