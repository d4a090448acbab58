import { expect } from '@playwright/test';
import { messages } from '@scrivania/core/messages.it';
import { DEMO_PASSWORD, signInViaApi } from '../accounts.ts';
import { test } from '../fixtures.ts';

const m = messages.mail.previews;

/**
 * 'Anteprima mail' (issue 32): the operator picks a template and sees it as a mail client would, its
 * brand colours included, beside its plain text.
 */
test('the operator previews a mail in its colours and switches to another template', async ({ page }) => {
  await signInViaApi(page, 'admin@example.com', DEMO_PASSWORD);
  await page.goto('/admin/mails?mail=nuovo-messaggio');
  const frame = page.frameLocator(`iframe[title="${m.frameTitle('Nuovo messaggio in chat')}"]`);
  const action = frame.getByRole('link', { name: messages.chat.mail.action });
  await expect(action).toBeVisible();
  // The button's brand colour is an inline style, which the site's own policy would have refused.
  expect(await action.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe('rgb(15, 118, 110)');
  await expect(page.getByText('ti ha scritto 2 messaggi').first()).toBeVisible();

  await page.getByLabel(m.pick).selectOption('pagamento-host-inviato');
  await expect(
    page
      .frameLocator(`iframe[title="${m.frameTitle('Pagamento all’host inviato')}"]`)
      .getByText('SCR-2026-000042'),
  ).toBeVisible();
});
