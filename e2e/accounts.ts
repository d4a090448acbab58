import { type Browser, expect, type Page } from '@playwright/test';
import { readOutbox } from './fixtures.ts';

export const DEMO_PASSWORD = 'Password123!';
let counter = 0;

/** A fresh visitor's details, unique across workers and runs. */
export function newVisitor() {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    username: `utente${id}`,
    name: `Utente ${id}`,
    email: `utente.${id}@example.com`,
    password: 'Segreta123!',
  };
}

/** Signs in through the login screen and waits for the profile. */
export async function login(page: Page, email: string, password: string) {
  await page.goto('/Login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/Profile$/);
}

/** An address the server does not serve, answered by the test itself. */
const SIGN_IN_PAGE = '/e2e-sign-in';

/**
 * Signs in through the API and keeps the session where the app keeps it, for journeys that need an
 * account but are not about the login screen (that screen has its own journeys): a full app load and
 * a redirect fewer per sign-in. Leaves the page on a blank page; the journey opens its own page.
 */
export async function signInViaApi(page: Page, email: string, password: string): Promise<string> {
  const response = await page.request.post('/backend/api/login', { data: { email, password } });
  expect(response.ok(), `login answered ${response.status()} ${await response.text()}`).toBe(true);
  const { token } = (await response.json()) as { token: string };
  // A page of the app's origin that is not the app, so the token lands in the app's storage without
  // loading the app; with an icon of its own, so the browser asks for no /favicon.ico (a 404 that the
  // journeys watching for failed requests would count).
  await page.route(SIGN_IN_PAGE, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>-</title><link rel="icon" href="data:,">',
    }),
  );
  await page.goto(SIGN_IN_PAGE);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.unroute(SIGN_IN_PAGE);
  return token;
}

/** Registers through the API, for journeys that need an account but are not about registering. */
export async function registerViaApi(page: Page, user: ReturnType<typeof newVisitor>) {
  const response = await page.request.post('/backend/api/register', {
    data: { ...user, assign_role: 'visitor' },
  });
  expect(response.ok(), `registration answered ${response.status()} ${await response.text()}`).toBe(true);
}

/** Opens the verification link of the newest mail to `address` through the API. */
export async function verifyViaApi(page: Page, address: string) {
  const token = /\/VerifyEmail\?token=([\w-]+)/.exec(await latestMailTo(address, '/VerifyEmail?token='))?.[1];
  expect(token, `a verification link mailed to ${address}`).toBeTruthy();
  const response = await page.request.post('/backend/api/verify-email', { data: { token } });
  expect(response.ok(), `verification answered ${response.status()} ${await response.text()}`).toBe(true);
}

/**
 * The newest mail to an address that holds `containing`, once it has arrived: mails leave through the
 * server's job queue after the change that causes them, so an older mail may be there before it.
 */
export async function latestMailTo(address: string, containing: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      found =
        (await readOutbox())
          .filter((mail) => mail.includes(`To: ${address}`) && mail.includes(containing))
          .at(-1) ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

/** Signs the demo operator in through the console's own login. */
export async function signInToConsole(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The demo operator, signed in, opens a section of the console from its navigation. */
export async function openConsoleSection(page: Page, link: string) {
  await signInViaApi(page, 'admin@example.com', DEMO_PASSWORD);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Console di amministrazione' })
    .getByRole('link', { name: link })
    .click();
}

export const DEMO_HOST_EMAIL = 'host@example.com';

/**
 * The demo host on the back-office dashboard, in a browser of their own: signed in through the
 * back-office's own login, or, for journeys that are not about it, through the API.
 */
export async function hostPage(browser: Browser, { throughLoginScreen = false } = {}): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (throughLoginScreen) {
    await page.goto('/host/login');
    await page.getByLabel('Email').fill(DEMO_HOST_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
  } else {
    await signInViaApi(page, DEMO_HOST_EMAIL, DEMO_PASSWORD);
    await page.goto('/host');
  }
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  return page;
}
