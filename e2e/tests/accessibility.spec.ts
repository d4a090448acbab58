import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { hostPage, login, newVisitor, registerViaApi, signInToConsole } from '../accounts.ts';
import { demoProperty } from '../fixtures.ts';

/** The WCAG 2.x A and AA rules (issue 19): what axe checks on every page. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const HOST_PAGES = ['/host', '/host/listings', '/host/listings/new', '/host/bookings', '/host/earnings'];
const CONSOLE_PAGES = [
  '/admin',
  '/admin/moderation',
  '/admin/content',
  '/admin/catalog',
  '/admin/catalog/cities',
  '/admin/catalog/services',
  '/admin/catalog/listings',
  '/admin/coupons',
  '/admin/taxes',
  '/admin/users',
  '/admin/bookings',
  '/admin/refunds',
  '/admin/invoices',
  '/admin/contact-requests',
  '/admin/audit-log',
];

/** Each page's violations, by address: an empty record when every page passes. */
async function violationsOfPages(page: Page, addresses: readonly string[]) {
  const found: Record<string, unknown> = {};
  for (const address of addresses) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    const violations = await violationsOf(page);
    if (violations.length > 0) found[address] = violations;
  }
  return found;
}

async function violationsOf(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return result.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

const PUBLIC_PAGES = [
  '/',
  '/About',
  '/Contact',
  '/category/1',
  '/Cities/1',
  '/Faq',
  '/HelpCenter',
  '/Privacy',
  '/Terms',
  '/BecomeHost',
  '/ExploreProperty',
  '/PropertySearch?search_input=Milano',
  '/Login',
  '/Register',
  '/ForgotPassword',
  '/AddTestimonials',
];

for (const width of [1280, 390]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('public pages break no WCAG A/AA rule', async ({ page, request }) => {
      test.setTimeout(120_000);
      const property = await demoProperty(request);
      expect(await violationsOfPages(page, [...PUBLIC_PAGES, `/PropertyView/${property._id}`])).toEqual({});
    });

    test('the search page with its filters open and set breaks no WCAG A/AA rule', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/PropertySearch?search_input=Milano&min_price=10&instant=1&sort=price_asc');
      const filters = page.getByRole('region', { name: 'Filtra i risultati' });
      // On a phone they fold behind a button; wider, they are always open.
      if (width < 1024) {
        const toggle = filters.getByRole('button', { name: 'Filtri', exact: true });
        await expect(toggle).toBeEnabled();
        await toggle.click();
      }
      await expect(filters.getByLabel('Ordina per')).toBeEnabled();
      await page.waitForLoadState('networkidle');
      expect(await violationsOf(page)).toEqual([]);
    });

    test('signed-in pages break no WCAG A/AA rule', async ({ page }) => {
      test.setTimeout(120_000);
      const user = newVisitor();
      await registerViaApi(page, user);
      await login(page, user.email, user.password);
      const pages = ['/Profile', '/EditProfile', '/ChangePassword', '/OrderHistory', '/Chatboat'];
      expect(await violationsOfPages(page, pages)).toEqual({});
    });

    test('the host back-office and the operator console break no WCAG A/AA rule', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const host = await hostPage(browser);
      expect(await violationsOfPages(host, HOST_PAGES)).toEqual({});
      await signInToConsole(page);
      expect(await violationsOfPages(page, CONSOLE_PAGES)).toEqual({});
    });
  });
}
