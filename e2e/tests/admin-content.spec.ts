import { expect, type Page } from '@playwright/test';
import type { Faq } from '@scrivania/core/content/schemas';
import { openConsoleSection } from '../accounts.ts';
import { apiData, test } from '../fixtures.ts';

async function openContent(page: Page) {
  await openConsoleSection(page, 'Contenuti');
  await expect(page.getByRole('heading', { name: 'Contenuti', level: 1 })).toBeVisible();
}

async function addFaq(page: Page, question: string, answer: string) {
  const form = page.getByRole('heading', { name: 'Nuova FAQ' }).locator('..');
  await form.getByLabel('Domanda').fill(question);
  await form.getByLabel('Risposta (HTML)').fill(answer);
  await form.getByRole('button', { name: 'Aggiungi FAQ' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: question })).toBeVisible();
}

test.describe('the operator edits the site’s content', () => {
  // Two sign-ins, a console chunk and the public page on a shared machine: more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test('an FAQ created and edited in the console shows on /Faq at once', async ({ page }) => {
    const question = `Posso portare il cane? ${Date.now()}`;
    await openContent(page);
    await addFaq(page, question, '<p>Dipende dallo spazio.</p>');

    await page.getByRole('button', { name: `Modifica: ${question}` }).click();
    const editing = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Salva' }) });
    await editing
      .getByLabel('Risposta (HTML)')
      .fill('<p>Sì, negli spazi con il <strong>cartello verde</strong>.</p>');
    await editing.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('status')).toHaveText('Modifiche salvate.');

    // Moved up with the keyboard: the public order follows.
    const up = page.getByRole('button', { name: `Sposta su: ${question}` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Modifiche salvate.');

    await page.goto('/Faq');
    const item = page.getByRole('button', { name: question });
    await item.click();
    await expect(page.getByText('cartello verde')).toBeVisible();
  });

  test('an FAQ with a script tag is stored without it', async ({ page, request }) => {
    const question = `Script? ${Date.now()}`;
    await openContent(page);
    await addFaq(page, question, '<p>Risposta sicura</p><script>window.rubato = 1</script>');
    const faqs = await apiData<{ data: Faq[] }>(request, 'faq');
    const stored = faqs.data.find((faq) => faq.question === question);
    expect(stored?.answer).toBe('<p>Risposta sicura</p>');
  });
});
