import { expect, type Locator, type Page } from '@playwright/test';
import { latestMailTo, login, newVisitor, registerViaApi } from '../accounts.ts';
import { test } from '../fixtures.ts';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** A fresh host, registered as the host sign-up registers one. */
async function registerHost(page: Page) {
  const host = newVisitor();
  const response = await page.request.post('/backend/api/register', {
    data: { ...host, assign_role: 'host' },
  });
  expect(response.ok(), `registration answered ${response.status()} ${await response.text()}`).toBe(true);
  return host;
}

/** The account menu of the header; at phone width it sits behind the menu toggle. */
async function openAccountMenu(page: Page, name: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Apri il menu' }).click();
  await page.getByRole('button', { name }).click();
  return page.getByRole('menu', { name: 'Il tuo account' });
}

/** Whole on the screen: nothing of it cut off at either side. */
async function expectInsideScreen(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'a box on the screen').not.toBeNull();
  if (box) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

/** The header's row never grows wider than the header, nor the page than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const header = document.querySelector('header');
    return {
      header: header ? header.scrollWidth - header.clientWidth : Number.POSITIVE_INFINITY,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  expect(widths.header, 'the header scrolls sideways by').toBeLessThanOrEqual(0);
  expect(widths.page, 'the page scrolls sideways by').toBeLessThanOrEqual(0);
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 1280;

  test.describe(`a host's first day at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a new host signs in and reaches the back-office in one click from the profile and from the account menu', async ({
      page,
    }) => {
      const host = await registerHost(page);
      expect(await latestMailTo(host.email, '/host')).toContain('/host');
      await login(page, host.email, host.password);
      await expectNoSidewaysScroll(page);

      await page.getByRole('main').getByRole('link', { name: 'Area host' }).click();
      await expect(page).toHaveURL(/\/host$/);
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      const create = page.getByRole('link', { name: 'Crea il tuo primo annuncio' });
      await expect(create).toBeVisible();

      await page.goto('/Profile');
      const menu = await openAccountMenu(page, host.name, phone);
      await expectInsideScreen(page, menu);
      await expectNoSidewaysScroll(page);
      await menu.getByRole('menuitem', { name: 'Area host' }).click();
      await expect(page).toHaveURL(/\/host$/);

      await create.click();
      await expect(page).toHaveURL(/\/host\/listings\/new$/);
    });

    test("a visitor's account menu and profile have no 'Area host'", async ({ page }) => {
      const visitor = newVisitor();
      await registerViaApi(page, visitor);
      await login(page, visitor.email, visitor.password);
      await expect(page.getByRole('heading', { name: visitor.name })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Area host' })).toHaveCount(0);
      const menu = await openAccountMenu(page, visitor.name, phone);
      await expect(menu.getByRole('menuitem', { name: 'Profilo', exact: true })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Area host' })).toHaveCount(0);
    });

    test('the header fits the screen for a signed-out visitor', async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Menu principale' });
      await expect(nav.getByText('Loading...')).toHaveCount(0, { timeout: 15_000 });
      await expectNoSidewaysScroll(page);
      if (phone) {
        await page.getByRole('button', { name: 'Apri il menu' }).click();
        await expect(nav.getByRole('link', { name: 'Contattaci' })).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
      const hostAccess = page.getByRole('link', { name: 'Accesso Host' });
      await expect(hostAccess).toBeVisible();
      await expectInsideScreen(page, hostAccess);
      await expectInsideScreen(page, page.getByRole('link', { name: 'Accedi' }));
      for (const link of await nav.getByRole('link').all()) await expectInsideScreen(page, link);
    });
  });
}
