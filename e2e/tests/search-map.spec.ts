import { expect, type Page, test } from '@playwright/test';
import { watchPolicyViolations } from '../csp.ts';
import { baseURL, tileServer } from '../playwright.config.ts';

const tilesServed = async () =>
  ((await (await fetch(`${tileServer}/requests`)).json()) as { served: number }).served;

/** Every address the page asked for, to check nothing left for a third party. */
function watchRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return () => urls.filter((url) => !url.startsWith(baseURL) && !url.startsWith(tileServer));
}

test.describe('search on a map', () => {
  test('results sit beside their map: tiles from the configured server only, card and marker point at each other, a moved map searches its area', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const violations = await watchPolicyViolations(page);
    const elsewhere = watchRequests(page);
    const before = await tilesServed();
    await page.goto('/PropertySearch?search_input=Milano');
    const map = page.getByRole('region', { name: 'Mappa degli spazi' });
    const markers = map.getByRole('button', { name: /: mostra l’annuncio$/ });
    await expect(markers.first()).toBeVisible();
    await expect.poll(tilesServed).toBeGreaterThan(before);
    await expect(map).toContainText('© Tessere di prova');

    // The pointer on a card marks its marker (a listing drawn on its own, not inside a cluster).
    const shown = markers.first();
    const name = ((await shown.getAttribute('aria-label')) ?? '').split(',')[0] ?? '';
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
      .hover();
    await expect(shown).toHaveClass(/map-marker--highlighted/);

    // A marker leads to its card.
    const marker = markers.last();
    const markerName = ((await marker.getAttribute('aria-label')) ?? '').split(',')[0] ?? '';
    await marker.click();
    await expect(page.getByRole('link', { name: markerName, exact: true })).toBeFocused();

    // Moving the map searches its area, with the same words; the back button returns.
    await map.getByRole('button', { name: 'Riduci' }).click();
    await expect(page).toHaveURL(/[?&]bbox=[-\d.]+(%2C|,)[-\d.]+(%2C|,)[-\d.]+(%2C|,)[-\d.]+/);
    expect(new URL(page.url()).searchParams.get('search_input')).toBe('Milano');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/PropertySearch\?search_input=Milano$/);

    // Without 'Cerca quando sposto la mappa' a move is only a look around.
    await page.getByRole('checkbox', { name: 'Cerca quando sposto la mappa' }).uncheck();
    await map.getByRole('button', { name: 'Riduci' }).click();
    await expect(page).toHaveURL(/\/PropertySearch\?search_input=Milano$/);
    expect(violations()).toEqual([]);
    expect(elsewhere()).toEqual([]);
  });

  test('on a phone a switch shows the list or the map, and the keyboard reaches the markers', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/PropertySearch?search_input=Roma');
    const list = page.getByRole('button', { name: 'Elenco' });
    const showMap = page.getByRole('button', { name: 'Mappa' });
    await expect(showMap).toBeEnabled();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Mappa degli spazi' })).toBeHidden();

    await showMap.focus();
    await page.keyboard.press('Enter');
    await expect(showMap).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article').first()).toBeHidden();
    const marker = page
      .getByRole('region', { name: 'Mappa degli spazi' })
      .getByRole('button', { name: /: mostra l’annuncio$/ })
      .first();
    await expect(marker).toBeVisible();
    const name = ((await marker.getAttribute('aria-label')) ?? '').split(',')[0] ?? '';
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name, exact: true })).toBeFocused();
  });

  test('a property page shows where the space is on the map', async ({ page }) => {
    await page.goto('/PropertySearch?search_input=Firenze');
    const title = page.getByRole('article').first().getByRole('heading');
    const name = (await title.textContent()) ?? '';
    await title.getByRole('link').click();
    const location = page.getByRole('region', { name: `Posizione di ${name} sulla mappa` });
    await expect(location.locator('.map-marker')).toBeVisible();
    await expect(location.locator('.leaflet-tile-loaded').first()).toBeVisible();
  });
});
