import path from 'node:path';
import { expect } from '@playwright/test';
import { DEMO_PASSWORD, latestMailTo, login, newVisitor, registerViaApi, signInViaApi } from '../accounts.ts';
import { test } from '../fixtures.ts';

/**
 * A demo visitor no journey changes, for journeys that only sign in: every registration counts against
 * the per-address limit, and the whole suite registers from one address.
 */
const GIULIA = { email: 'giulia.bianchi@example.com', password: DEMO_PASSWORD, name: 'Giulia Bianchi' };

test.describe('accounts', () => {
  test('a visitor registers, gets the welcome mail and is sent to the login after 4 seconds', async ({
    page,
  }) => {
    const user = newVisitor();
    await page.goto('/Register');
    await page.getByRole('button', { name: /registrati/i }).click();
    await expect(page.getByRole('alert')).toHaveText('Si prega di compilare tutti i campi richiesti.');
    await page.getByLabel('Nome utente').fill(user.username);
    await page.getByLabel('Nome', { exact: true }).fill(user.name);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: /registrati/i }).click();
    await expect(page.getByRole('alert')).toHaveText('Si prega di accettare i termini e le condizioni.');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /registrati/i }).click();
    await expect(page.getByRole('status')).toHaveText('Registrazione completata – Controlla la posta');
    expect(await latestMailTo(user.email, 'Benvenuto')).toContain('Benvenuto');
    await expect(page).toHaveURL(/\/Login$/, { timeout: 8000 });
  });

  test('a host registers from the become-host page with the English messages', async ({ page }) => {
    const user = newVisitor();
    await page.goto('/BecomeHost');
    await page.getByLabel('Nome utente').fill(user.username);
    await page.getByLabel('Nome', { exact: true }).fill(user.name);
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /registrati/i }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: /registrati/i }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Registration completed successfully. You can now log in with your credentials.',
    );
    await expect(page).toHaveURL(/\/Login$/);
  });

  test('login shows the server message, then signs in; logout returns home logged out', async ({ page }) => {
    const user = GIULIA;
    await page.goto('/Login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('Sbagliata99!');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email o password non corretti.');
    await login(page, user.email, user.password);
    await expect(page.getByRole('heading', { name: user.name })).toBeVisible();
    const nav = page.getByRole('navigation', { name: /principale/i });
    await expect(nav.getByRole('link', { name: 'Contattaci' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Diventa Host' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Accedi' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Accesso Host' })).toHaveCount(0);
    await page.getByRole('button', { name: new RegExp(user.name) }).click();
    for (const [name, href] of [
      ['Profilo', '/Profile'],
      ['Modifica Profilo', '/EditProfile'],
      ['Cambiare la password', '/ChangePassword'],
      ['Cronologia ordini', '/OrderHistory'],
    ] as const) {
      await expect(page.getByRole('menuitem', { name, exact: true })).toHaveAttribute('href', href);
    }
    await page.getByRole('menuitem', { name: 'Disconnettersi' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Accedi' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('guarded screens send a guest to the login and back afterwards', async ({ page }) => {
    const user = GIULIA;
    await page.goto('/ChangePassword');
    await expect(page).toHaveURL(/\/Login\?returnUrl=%2FChangePassword$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/ChangePassword$/);
  });

  test('forgot and reset the password with the mailed link', async ({ page }) => {
    const user = newVisitor();
    await registerViaApi(page, user);
    await page.goto('/ForgotPassword');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: /invia/i }).click();
    await expect(page.getByRole('status')).toHaveText('Controlla la tua email per ulteriori istruzioni.');
    const link =
      /http:\/\/\S+\/ResetPassword\?token=[\w-]+/.exec(
        await latestMailTo(user.email, '/ResetPassword?token='),
      )?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel('Nuova password').fill('Rinnovata123!');
    await page.getByLabel('Conferma password').fill('Diversa123!');
    await page.getByRole('button', { name: /reimposta/i }).click();
    await expect(page.getByRole('alert')).toHaveText('New password and confirm password must match.');
    await page.getByLabel('Conferma password').fill('Rinnovata123!');
    await page.getByRole('button', { name: /reimposta/i }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Password reset successful. You can now log in with your new password.',
    );
    await expect(page).toHaveURL(/\/Login$/);
    await login(page, user.email, 'Rinnovata123!');
  });

  test('change the password with the current one, then sign in with the new one', async ({ page }) => {
    const user = newVisitor();
    await registerViaApi(page, user);
    await signInViaApi(page, user.email, user.password);
    await page.goto('/ChangePassword');
    await page.getByLabel('Nuova password').fill('Cambiata123!');
    await page.getByLabel('Conferma password').fill('Altro123!');
    await page.getByRole('button', { name: /cambia/i }).click();
    await expect(page.getByRole('alert')).toHaveText('le passwords non corrispondono');
    await page.getByLabel('Conferma password').fill('Cambiata123!');
    await page.getByRole('button', { name: /cambia/i }).click();
    await expect(page.getByRole('alert')).toHaveText('Inserisci la password attuale.');
    await page.getByLabel('Password attuale').fill('Sbagliata123!');
    await page.getByRole('button', { name: /cambia/i }).click();
    await expect(page.getByRole('alert')).toHaveText('La password attuale non è corretta.');
    await page.getByLabel('Password attuale').fill(user.password);
    await page.getByRole('button', { name: /cambia/i }).click();
    await expect(page.getByRole('status')).toHaveText('Password changed successfully!');
    expect(await latestMailTo(user.email, 'è stata appena cambiata')).toContain('è stata appena cambiata');
    await expect(page).toHaveURL(/\/Profile$/);
    const relogin = await page.request.post('/backend/api/login', {
      data: { email: user.email, password: 'Cambiata123!' },
    });
    expect(relogin.ok()).toBe(true);
  });

  test('edit the profile with an avatar upload', async ({ page }) => {
    const user = newVisitor();
    await registerViaApi(page, user);
    await signInViaApi(page, user.email, user.password);
    await page.goto('/EditProfile');
    await page.getByLabel(/Cellulare/).fill('123');
    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await expect(page.getByText('Il numero di cellulare deve avere 10 caratteri.')).toBeVisible();
    await page.getByLabel(/Cellulare/).fill('3331234567');
    await page.getByLabel('Data di nascita', { exact: true }).fill('20/05/1990');
    await page.getByLabel(/Genere/).selectOption('female');
    await page
      .getByLabel('Avatar')
      .setInputFiles(path.join(import.meta.dirname, '..', 'files', 'avatar.png'));
    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await expect(page.getByRole('status')).toHaveText('Profile updated successfully');
    await expect(page.getByRole('status')).toBeHidden({ timeout: 5000 });
    await page.goto('/Profile');
    const avatar = page.locator('img[src*="/backend/images/avatar-"]').first();
    await expect(avatar).toBeVisible();
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('sign in with Google through the OAuth server', async ({ page }) => {
    await page.goto('/Login');
    await page.getByRole('link', { name: /google/i }).click();
    await expect(page).toHaveURL(/\/Profile$/);
    await expect(page.getByRole('heading', { name: 'Sofia Social' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe(
      'sofia.social@example.com',
    );
  });

  test('a provider without credentials sends the user back with a clear message', async ({ page }) => {
    await page.goto('/Login');
    await page.getByRole('link', { name: 'Accedi con LinkedIn' }).click();
    await expect(page).toHaveURL(/social_error=notConfigured/);
    await expect(page.getByRole('alert')).toContainText('non è disponibile');
  });
});
