import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEMO_HOST_EMAIL, DEMO_PASSWORD, newVisitor, registerViaApi, signInViaApi } from '../accounts.ts';
import { demoProperty, test } from '../fixtures.ts';
import { CONSOLE_PAGES, GUEST_PAGES, HOST_PAGES, PUBLIC_PAGES } from '../pages.ts';

/** The WCAG 2.x A and AA rules (issue 19): what axe checks on every page. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The widths every page is checked at: a desktop and a phone. */
const WIDTHS = [1280, 390] as const;

/**
 * Each page's violations at each width, by address and width: an empty record when every page
 * passes. A page is loaded once and checked at both widths, resized in between instead of loaded
 * again; the widths take turns at being the one a page is loaded at. Only the search page reads the
 * width in its script, and it follows a resize (its filters have their own checks below).
 */
async function violationsOfPages(page: Page, addresses: readonly string[]) {
  const found: Record<string, unknown> = {};
  for (const [index, address] of addresses.entries()) {
    const widths = index % 2 === 0 ? WIDTHS : [...WIDTHS].reverse();
    for (const [turn, width] of widths.entries()) {
      await page.setViewportSize({ width, height: 900 });
      if (turn === 0) {
        await page.goto(address);
        await page.waitForLoadState('networkidle');
      } else {
        // The script hears of the new width in the next frames.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
      }
      const violations = await violationsOf(page);
      if (violations.length > 0) found[`${address} at ${width} px`] = violations;
    }
  }
  return found;
}

/**
 * axe's legacy mode runs the rules in the page itself: its default opens a blank page on every run to
 * merge the frames' results in, and loads axe into it again, which took about half the time of each
 * run. The cost: the content of frames from other origins is left out, which on these pages is the
 * map provider's only, never markup of ours (the iframe element itself is still checked).
 */
async function violationsOf(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG_AA).setLegacyMode().analyze();
  return result.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

/** Lists of pages in fours, a test each: the tests spread over the workers and none runs for minutes. */
function inFours(addresses: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (let first = 0; first < addresses.length; first += 4) groups.push(addresses.slice(first, first + 4));
  return groups;
}

test.describe('accessibility at 1280 and 390 px', () => {
  // Two axe runs per page; a shared two-core machine takes long over a few pages.
  test.describe.configure({ timeout: 120_000 });

  for (const pages of inFours(PUBLIC_PAGES)) {
    test(`public pages ${pages.join(' ')} break no WCAG A/AA rule`, async ({ page }) => {
      expect(await violationsOfPages(page, pages)).toEqual({});
    });
  }

  test('a property page breaks no WCAG A/AA rule', async ({ page, request }) => {
    const property = await demoProperty(request);
    expect(await violationsOfPages(page, [`/PropertyView/${property._id}`])).toEqual({});
  });

  test('signed-in pages break no WCAG A/AA rule', async ({ page }) => {
    const user = newVisitor();
    await registerViaApi(page, user);
    await signInViaApi(page, user.email, user.password);
    expect(await violationsOfPages(page, GUEST_PAGES)).toEqual({});
  });

  test('the host back-office breaks no WCAG A/AA rule', async ({ page }) => {
    await signInViaApi(page, DEMO_HOST_EMAIL, DEMO_PASSWORD);
    expect(await violationsOfPages(page, HOST_PAGES)).toEqual({});
  });

  for (const pages of inFours(CONSOLE_PAGES)) {
    test(`operator console pages ${pages.join(' ')} break no WCAG A/AA rule`, async ({ page }) => {
      await signInViaApi(page, 'admin@example.com', DEMO_PASSWORD);
      expect(await violationsOfPages(page, pages)).toEqual({});
    });
  }
});

for (const width of WIDTHS) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the search page with its filters open and set breaks no WCAG A/AA rule', async ({ page }) => {
      await page.goto('/PropertySearch?search_input=Milano&min_price=10&instant=1&sort=price_asc');
      let filters = page.getByRole('region', { name: 'Filtra i risultati' });
      // On a phone they open in a sheet; wider, they are beside the results.
      if (width < 1024) {
        const toggle = page.getByRole('button', { name: 'Filtri (2 attivi)' });
        await expect(toggle).toBeEnabled();
        await toggle.click();
        filters = page
          .getByRole('dialog', { name: 'Filtri' })
          .getByRole('region', { name: 'Filtra i risultati' });
      }
      await expect(filters.getByLabel('Ordina per')).toBeEnabled();
      await page.waitForLoadState('networkidle');
      expect(await violationsOf(page)).toEqual([]);
    });

    test('the listing wizard’s location step, its address list open and its pin placed, breaks no WCAG A/AA rule', async ({
      page,
    }) => {
      await signInViaApi(page, DEMO_HOST_EMAIL, DEMO_PASSWORD);
      await page.goto('/host/listings/new');
      await page.getByLabel('Nome dell’annuncio').fill('Sala da controllare');
      await page.getByLabel('Categoria').selectOption({ index: 1 });
      await page.getByLabel('Città').selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Crea la bozza' }).click();
      const box = page.getByRole('combobox', { name: 'Indirizzo' });
      await box.fill('via po');
      await page.getByRole('option', { name: 'Via Po, 10123 Torino' }).click();
      await expect(page.getByRole('button', { name: /^Segnaposto dello spazio/ })).toBeVisible();
      await box.fill('torino');
      await expect(page.getByRole('option', { name: 'Torino (TO)' })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  });
}
