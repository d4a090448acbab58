import { expect, type Page } from '@playwright/test';
import type { CitiesResponse, MenuResponse } from '@scrivania/core/catalog/schemas';
import { apiData, demoProperty, test } from '../fixtures.ts';

/** The screen's own place in the breadcrumb, which the home page (where an unknown path lands) has none of. */
const currentCrumb = (page: Page) =>
  page.getByRole('navigation', { name: 'Percorso' }).locator('[aria-current="page"]');

test.describe('routing', () => {
  test('an unknown path redirects to the home page', async ({ page }) => {
    await page.goto('/questa-pagina-non-esiste');
    await expect(page).toHaveURL(/\/$/);
  });

  test('routes match in any letter case', async ({ page }) => {
    await page.goto('/notfound');
    await expect(page.getByText('404 - Not Found')).toBeVisible();
    await page.goto('/NotFound');
    await expect(page.getByText('404 - Not Found')).toBeVisible();
  });

  test('every route of the specification shows its screen, as spelled and in lower case', async ({
    page,
    request,
  }) => {
    const category = (await apiData<MenuResponse>(request, 'menu')).data[0];
    const city = (await apiData<CitiesResponse>(request, 'popular-cities')).data[0];
    const article = (await apiData<{ data: { _id: number }[] }>(request, 'help-center')).data[0];
    const property = await demoProperty(request);
    if (!category || !city || !article) throw new Error('the demo data has no category, city or article');
    const screens: [route: string, crumb: string | RegExp][] = [
      ['/About', 'Chi siamo'],
      ['/Contact', 'Contattaci'],
      [`/Category/${category._id}`, /.+/],
      ['/Faq', 'FAQ'],
      ['/HelpCenter', 'Centro assistenza'],
      [`/HelpCenterView/${article._id}`, /.+/],
      ['/Privacy', 'Privacy Policy'],
      ['/Terms', 'Termini & Condizioni'],
      [`/Cities/${city._id}`, /.+/],
      ['/BecomeHost', 'Diventa host'],
      ['/ForgotPassword', 'Password dimenticata'],
      ['/PropertySearch?search_input=Milano', 'Ricerca'],
      [`/PropertyView/${property._id}`, property.property_name],
      ['/Register', 'Registrati'],
      ['/Login', 'Accedi'],
      ['/ResetPassword?token=abc', 'Reimposta la password'],
      ['/AddTestimonials', 'Testimonianza'],
      ['/ExploreProperty', 'Esplora proprietà'],
      ['/Payment?bookingId=1', 'Dettagli della prenotazione'],
      ['/NotFound', 'Non trovato'],
    ];
    for (const [route, crumb] of screens) {
      for (const spelling of [route, route.toLowerCase()]) {
        await page.goto(spelling);
        await expect(currentCrumb(page), spelling).toHaveText(crumb);
        expect(new URL(page.url()).pathname, spelling).toBe(spelling.split('?')[0]);
      }
    }
  });

  test('the screens that need a session send a guest to the login, in either letter case', async ({
    page,
    request,
  }) => {
    const property = await demoProperty(request);
    const guarded = [
      '/Checkout',
      '/Profile',
      '/EditProfile',
      '/ChangePassword',
      '/OrderHistory',
      `/AddPropertyTestimonials/${property._id}`,
    ];
    for (const route of guarded) {
      for (const spelling of [route, route.toLowerCase()]) {
        await page.goto(spelling);
        await expect(page, spelling).toHaveURL(`/Login?returnUrl=${encodeURIComponent(spelling)}`);
        await expect(currentCrumb(page)).toHaveText('Accedi');
      }
    }
    // The chat's guard alone uses the lower-case spelling (SPEC section 6).
    await page.goto('/Chatboat');
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent('/Chatboat')}`);
    await expect(currentCrumb(page)).toHaveText('Accedi');
  });

  test('the API and the images are served from the same origin', async ({ request }) => {
    const health = await request.get('/backend/api/health');
    expect(await health.json()).toEqual({ status: 'ok' });
    const menu = await request.get('/backend/api/menu');
    expect(menu.ok()).toBe(true);
  });
});
