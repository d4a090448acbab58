import { type Browser, type CDPSession, expect, type Page } from '@playwright/test';
import type { PropertyListResponse } from '@scrivania/core/catalog/schemas';
import { apiData, holdAppScript, test } from '../fixtures.ts';

// The app adopts a server-rendered page in parts, the page's frame with its header first, then each
// part in short slices (decision 061). What a visitor does meanwhile must reach the app: a click on a
// part React has not adopted yet makes React adopt it first, then hands it the click.

/** A phone's slower processor, so the parts are adopted slowly enough to act in between. */
async function slowProcessor(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  return cdp;
}

test.describe('a page the server rendered, while the app adopts it', () => {
  test('a link clicked before its part is adopted opens its page in the app', async ({ page }) => {
    await slowProcessor(page);
    const release = await holdAppScript(page);
    await page.goto('/Category/1');
    // Marks this document: it survives a navigation by the app, not a page load by the browser.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const link = page.locator('main h3 a').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/PropertyView\/\d+$/);
    // In the page, task by task: once the header is adopted, the card's link is clicked at once if
    // React has not adopted it yet. React marks each element it adopts with a property of its own.
    const clicked = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const adopted = (element: Element | null) =>
            element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
          const header = document.querySelector('header a');
          const card = document.querySelector('main h3 a');
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            if (!adopted(header)) {
              channel.port2.postMessage(undefined);
              return;
            }
            channel.port1.close();
            const early = !adopted(card);
            card?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
            resolve(early);
          };
          channel.port2.postMessage(undefined);
        }),
    );
    release();
    expect(await clicked).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { name: 'Descrizione' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('a visitor who scrolled the page before the app adopted it stays where they scrolled', async ({
    page,
  }) => {
    const release = await holdAppScript(page);
    await page.goto('/Category/1');
    await page.evaluate(() => window.scrollTo(0, 600));
    release();
    // The app has adopted the cards, the last part of the page: React marks what it adopts.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector('main h3 a') ?? {}).some((key) =>
            key.startsWith('__reactFiber$'),
          ),
        ),
      )
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
  });

  test('the home search takes what is typed as soon as it is enabled', async ({ page }) => {
    await slowProcessor(page);
    await page.goto('/');
    const box = page.getByLabel('Dove o cosa cerchi');
    await expect(box).toBeEnabled();
    await box.pressSequentially('Milano');
    await expect(box).toHaveValue('Milano');
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page).toHaveURL(/\/PropertySearch\?search_input=Milano/);
    await expect(page.getByText(/strutture? trovat[ae]/)).toBeVisible();
  });

  test('the header’s menu opens on a phone as soon as it is enabled', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await slowProcessor(page);
    await page.goto('/PropertySearch?search_input=Milano');
    const menu = page.getByRole('button', { name: 'Apri il menu' });
    await expect(menu).toBeEnabled();
    await menu.click();
    await expect(page.getByRole('button', { name: 'Chiudi il menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('a visitor who only reads the page downloads no app; reaching for it loads and adopts it', async ({
    browser,
  }) => {
    // A context without the tests' reaching visitor: nothing moves over the page until asked.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const box = page.getByLabel('Dove o cosa cerchi');
    await expect(box).toBeDisabled();
    await page.waitForTimeout(2000);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/boot-rendered-[\w-]+\.js$/)]);
    await page.mouse.move(200, 200);
    await expect(box).toBeEnabled();
    expect(scripts.some((script) => /\/assets\/react-dom-[\w-]+\.js$/.test(script))).toBe(true);
    await context.close();
  });

  test('once reached, the home, a search and a property page bring no schema code, no back-office texts, no carousel engine below the fold', async ({
    browser,
    page,
  }) => {
    const list = await apiData<PropertyListResponse>(page.request, 'explore-property');
    const property = list.data[0];
    if (!property) throw new Error('no property');
    const home = await scriptsOnceReached(browser, '/', 'Dove o cosa cerchi');
    const search = await scriptsOnceReached(
      browser,
      '/PropertySearch?search_input=Milano',
      'Dove o cosa cerchi',
    );
    const view = await scriptsOnceReached(browser, `/PropertyView/${property._id}`, 'Ospiti');
    for (const scripts of [home, search, view]) {
      // zod's error class, in its core's code; the first of the host's listing texts.
      expect(
        scripts.filter((script) => script.body.includes('ZodError')).map((script) => script.path),
      ).toEqual([]);
      expect(
        scripts
          .filter((script) => script.body.includes('Annuncio salvato come bozza.'))
          .map((script) => script.path),
      ).toEqual([]);
    }
    // The home page's carousels are below a phone's first screen.
    expect(home.filter((script) => /embla/.test(script.path)).map((script) => script.path)).toEqual([]);
  });
});

/** Every script a phone-sized visitor's browser fetched once the pointer came onto the page, and it went quiet. */
async function scriptsOnceReached(browser: Browser, address: string, enabledLabel: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const scripts: Array<Promise<{ path: string; body: string }>> = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) scripts.push(response.text().then((body) => ({ path, body })));
  });
  await page.goto(address);
  await page.mouse.move(200, 200);
  await expect(page.getByLabel(enabledLabel).first()).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const fetched = await Promise.all(scripts);
  await context.close();
  return fetched;
}
