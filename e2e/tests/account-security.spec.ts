import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, latestMailTo, login, newVisitor, registerViaApi, signInViaApi } from '../accounts.ts';
import { test } from '../fixtures.ts';
import { chooseSocialIdentity } from '../oauth-identity.ts';

/** Opens the newest link to `page` mailed to `address`, on this site. */
async function openMailedLink(page: Page, address: string, screen: 'VerifyEmail') {
  const link = new RegExp(`http://\\S+/${screen}\\?token=[\\w-]+`).exec(
    await latestMailTo(address, `/${screen}?token=`),
  )?.[0];
  expect(link, `a ${screen} link mailed to ${address}`).toBeTruthy();
  const url = new URL(link ?? '');
  await page.goto(`${url.pathname}${url.search}`);
}

test.describe('account safety', () => {
  test('a visitor registers, opens the mailed link and the address is verified', async ({ page }) => {
    const user = newVisitor();
    await page.goto('/Register');
    await page.getByLabel('Nome utente').fill(user.username);
    await page.getByLabel('Nome', { exact: true }).fill(user.name);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /registrati/i }).click();
    await expect(page.getByRole('status')).toHaveText('Registrazione completata – Controlla la posta');

    await login(page, user.email, user.password);
    await expect(page.getByText('Il tuo indirizzo email non è ancora verificato.')).toBeVisible();
    await openMailedLink(page, user.email, 'VerifyEmail');
    await expect(page.getByRole('status')).toHaveText('Il tuo indirizzo email è stato verificato.');
    await page.getByRole('link', { name: 'Vai al profilo' }).click();
    await expect(page.getByRole('heading', { name: user.name })).toBeVisible();
    await expect(page.getByText('Il tuo indirizzo email non è ancora verificato.')).toBeHidden();
  });

  test('a new e-mail takes effect once the link mailed to it is opened', async ({ page }) => {
    const user = newVisitor();
    const next = `nuovo.${user.email}`;
    await registerViaApi(page, user);
    await signInViaApi(page, user.email, user.password);
    await page.goto('/EditProfile');
    await page.getByLabel(/Cellulare/).fill('3331234567');
    await page.getByLabel('Data di nascita', { exact: true }).fill('20/05/1990');
    await page.getByLabel(/Genere/).selectOption('female');
    await expect(page.getByLabel('Password attuale')).toBeHidden();
    await page.getByLabel('Email').fill(next);
    await page.getByLabel('Password attuale').fill(user.password);
    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await expect(page.getByRole('status')).toHaveText('Profile updated successfully');
    expect(await latestMailTo(user.email, next)).toContain(next);

    await page.goto('/Profile');
    await expect(page.getByText(`Nuovo indirizzo in attesa di conferma: ${next}.`)).toBeVisible();
    await expect(page.getByText(user.email, { exact: true })).toBeVisible();
    await openMailedLink(page, next, 'VerifyEmail');
    await expect(page.getByRole('status')).toHaveText(
      'Il nuovo indirizzo email è confermato: da ora è quello del tuo account.',
    );
    await page.goto('/Profile');
    await expect(page.getByText(next, { exact: true })).toBeVisible();
    await expect(page.getByText(/in attesa di conferma/)).toBeHidden();
  });

  test("a social sign-in with an unverified account's address asks for its password, then links", async ({
    page,
    context,
  }) => {
    const user = newVisitor();
    await registerViaApi(page, user);
    await chooseSocialIdentity(context, {
      sub: `google-${user.username}`,
      email: user.email,
      email_verified: true,
      name: 'Nome da Google',
    });
    await page.goto('/Login');
    await page.getByRole('link', { name: /google/i }).click();
    await expect(page).toHaveURL(/\/SocialCallback\/google\?link=/);
    await expect(page.getByRole('heading', { name: 'Collega il tuo account' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByLabel('Password').fill('Sbagliata123!');
    await page.getByRole('button', { name: 'Collega e accedi' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password non corretta.');
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Collega e accedi' }).click();
    await expect(page.getByRole('status')).toHaveText('Autenticazione riuscita! Reindirizzamento...');
    await expect(page).toHaveURL(/\/Profile$/);
    await expect(page.getByRole('heading', { name: user.name })).toBeVisible();

    // Linked now: the next sign-in with the same identity goes straight in.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/Login');
    await page.getByRole('link', { name: /google/i }).click();
    await expect(page).toHaveURL(/\/Profile$/);
    await expect(page.getByRole('heading', { name: user.name })).toBeVisible();
  });

  test('a session token placed in the address bar signs nobody in', async ({ page, browser }) => {
    const session = await page.request.post('/backend/api/login', {
      data: { email: 'visitatore@example.com', password: DEMO_PASSWORD },
    });
    const { token } = (await session.json()) as { token: string };
    const stranger = await browser.newPage();
    try {
      await stranger.goto(`/RedirectURL?token=${token}`);
      await expect(stranger).toHaveURL(/\/Login\?social_error=codeInvalid$/);
      await expect(stranger.getByRole('alert')).toHaveText(
        'Il link di accesso non è valido o è scaduto. Accedi di nuovo.',
      );
      await stranger.goto(`/Login?token=${token}`);
      await expect(stranger.getByRole('alert')).toHaveText(
        'Il link di accesso non è valido o è scaduto. Accedi di nuovo.',
      );
      expect(await stranger.evaluate(() => localStorage.getItem('token'))).toBeNull();
    } finally {
      await stranger.close();
    }
  });
});
