import { expect, type Page } from '@playwright/test';
import { messages } from '@scrivania/core/messages.it';
import { login, newVisitor, registerViaApi, signInToConsole } from '../accounts.ts';
import { reachingContext, test } from '../fixtures.ts';

const m = messages.account.admin;

/** Confirms the block or unblock the account's page offers, in its dialog. */
async function confirmAction(page: Page, label: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('dialog').getByRole('button', { name: label }).click();
}

test('a blocked visitor is signed out at the next call, refused at login, and let in again once unblocked', async ({
  browser,
}) => {
  // Two people in two browsers, each signing in twice: longer than a one-page journey.
  test.setTimeout(90_000);
  const visitorContext = await reachingContext(browser);
  const visitor = await visitorContext.newPage();
  const user = newVisitor();
  await registerViaApi(visitor, user);
  await login(visitor, user.email, user.password);

  const adminContext = await reachingContext(browser);
  const admin = await adminContext.newPage();
  await signInToConsole(admin);
  await admin.getByRole('link', { name: 'Utenti' }).first().click();
  await admin.getByLabel(m.search).fill(user.email);
  await admin.getByRole('button', { name: m.searchButton }).click();
  await admin.getByRole('link', { name: user.name }).click();
  await expect(admin.getByRole('heading', { level: 1, name: user.name })).toBeVisible();

  await confirmAction(admin, m.block);
  await expect(admin.getByText(m.blocked)).toBeVisible();
  await expect(admin.getByText(m.statusNames.blocked, { exact: true })).toBeVisible();

  // The visitor's open tab: its next call finds the session ended and lands on the login.
  await visitor.goto('/EditProfile');
  await expect(visitor).toHaveURL(/\/Login/);
  await visitor.getByLabel('Email').fill(user.email);
  await visitor.getByLabel('Password', { exact: true }).fill(user.password);
  await visitor.getByRole('button', { name: 'Accedi' }).click();
  await expect(visitor.getByText("Account sospeso. Contatta l'assistenza.")).toBeVisible();

  await confirmAction(admin, m.unblock);
  await expect(admin.getByText(m.unblocked)).toBeVisible();
  await login(visitor, user.email, user.password);

  await visitorContext.close();
  await adminContext.close();
});
