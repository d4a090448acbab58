import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { MenuResponse, PropertyListResponse } from '@scrivania/core/catalog/schemas';
import type { Faq, HelpCenterItem, PageSection } from '@scrivania/core/content/schemas';
import { apiData, COMPANY_SUFFIX, holdAppScript, reachingContext, test } from '../fixtures.ts';

// Every public page comes rendered by the server (decision 050): readable without JavaScript, and
// adopted by the app without an error once it loads.

interface PublicPage {
  url: string;
  /** Text of the page's own content, from its API answers. */
  text: string;
}

async function publicPages(request: APIRequestContext): Promise<PublicPage[]> {
  const [hero, faq, help, menu, explore, cities] = await Promise.all([
    apiData<{ data: PageSection }>(request, 'section/1'),
    apiData<{ data: Faq[] }>(request, 'faq'),
    apiData<{ data: HelpCenterItem[] }>(request, 'help-center'),
    apiData<MenuResponse>(request, 'menu'),
    apiData<PropertyListResponse>(request, 'explore-property'),
    apiData<{ data: { _id: number; city_title: string }[] }>(request, 'popular-cities'),
  ]);
  const [question, article, category, property, city] = [
    faq.data[0],
    help.data[0],
    menu.data[0],
    explore.data[0],
    cities.data[0],
  ];
  if (!question || !article || !category || !property || !city) throw new Error('demo data missing');
  return [
    { url: '/', text: hero.data.title },
    { url: '/About', text: 'Anni di esperienza' },
    { url: '/Contact', text: 'Contattaci' },
    { url: '/Faq', text: question.question },
    { url: '/HelpCenter', text: article.title },
    { url: `/HelpCenterView/${article._id}`, text: article.title },
    { url: '/Privacy', text: 'Informativa sulla privacy' },
    { url: '/Terms', text: 'Termini e condizioni' },
    { url: '/BecomeHost', text: 'Diventa host' },
    { url: `/Category/${category._id}`, text: category.category_title },
    { url: `/Cities/${city._id}`, text: city.city_title },
    { url: '/ExploreProperty', text: property.property_name },
    { url: `/PropertySearch?search_input=${property.city_name}`, text: property.property_name },
  ];
}

/** Errors the page reports: React reports markup it could not adopt as one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('public pages rendered on the server', () => {
  test('read without JavaScript: each page’s title and content', async ({ browser, request }) => {
    const context = await reachingContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { url, text } of await publicPages(request)) {
      await page.goto(url);
      await expect(page, url).toHaveTitle(new RegExp(`${COMPANY_SUFFIX.replace('|', '\\|')}$`));
      await expect(page.locator('main').getByText(text).first(), url).toBeVisible();
    }
    await context.close();
  });

  test('are adopted by the app as they are, without an error', async ({ page, request }) => {
    const errors = collectErrors(page);
    for (const { url, text } of await publicPages(request)) {
      const release = await holdAppScript(page);
      await page.goto(url);
      // The server's main element is tagged before the app starts; adopting the markup keeps it.
      await page.locator('main').evaluate((main) => main.setAttribute('data-server', 'yes'));
      release();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main[data-server="yes"]').getByText(text).first(), url).toBeVisible();
      expect(errors, url).toEqual([]);
      await page.unrouteAll();
    }
  });

  test('keep the home search disabled until the app runs, then it searches', async ({ page, request }) => {
    const { data } = await apiData<PropertyListResponse>(request, 'explore-property');
    const city = data[0]?.city_name ?? 'Milano';
    const release = await holdAppScript(page);
    await page.goto('/');
    const box = page.getByLabel('Dove o cosa cerchi');
    await expect(box).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cerca', exact: true })).toBeDisabled();
    release();
    await box.fill(city);
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/PropertySearch\\?search_input=${city}`));
    await expect(page.getByText(/strutture? trovat[ae]/)).toBeVisible();
  });

  test('keep the contact form disabled until the app runs, then it sends', async ({ page }) => {
    const release = await holdAppScript(page);
    await page.goto('/Contact');
    await expect(page.getByLabel('Nome', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: /invia/i })).toBeDisabled();
    release();
    await page.getByLabel('Nome', { exact: true }).fill('Anna');
    await page.getByLabel('Cognome', { exact: true }).fill('Verdi');
    await page.getByLabel(/e-?mail/i).fill('anna.verdi@example.com');
    await page.getByLabel(/telefono/i).fill('+39 333 123 4567');
    await page.getByLabel(/argomento/i).selectOption('coworking');
    await page.getByLabel(/privacy/i).check();
    await page.getByRole('button', { name: /invia/i }).click();
    await expect(page.getByText('Your inquiry has been submitted successfully!')).toBeVisible();
  });

  test('open a FAQ answer once the app runs', async ({ page, request }) => {
    const { data } = await apiData<{ data: Faq[] }>(request, 'faq');
    const question = data[0];
    if (!question) throw new Error('no FAQ');
    const release = await holdAppScript(page);
    await page.goto('/Faq');
    const button = page.getByRole('button', { name: question.question });
    await expect(button).toBeDisabled();
    release();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('keep a search with no results out of the index, in the HTML the server sends', async ({
    request,
  }) => {
    const empty = await (await request.get('/PropertySearch?search_input=zzqqxxyy')).text();
    expect(empty).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(empty).toContain('<div id="root"><');
    const found = await (await request.get('/PropertySearch?search_input=Milano')).text();
    expect(found).not.toContain('name="robots"');
  });
});
