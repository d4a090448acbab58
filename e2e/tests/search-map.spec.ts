import { expect, type Page } from '@playwright/test';
import type { PropertyDetail } from '@scrivania/core/catalog/property-schemas';
import type { PropertyListResponse } from '@scrivania/core/catalog/schemas';
import type { SearchResponse, SearchServicesResponse } from '@scrivania/core/catalog/search-schemas';
import { formatEuroCents } from '@scrivania/core/money';
import { watchPolicyViolations } from '../csp.ts';
import { apiData, test } from '../fixtures.ts';
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

    // A marker shows its listing's small card on the map, focused, and marks its card in the list.
    const marker = markers.last();
    const markerName = ((await marker.getAttribute('aria-label')) ?? '').split(',')[0] ?? '';
    await marker.click();
    const chosen = map.getByRole('region', { name: `Scheda di ${markerName}` });
    await expect(chosen.getByRole('link', { name: 'Vedi lo spazio' })).toBeFocused();
    await expect(
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: markerName, exact: true }) }),
    ).toHaveClass(/ring-2/);

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
    // The map stays; the marker's listing shows as a small card on it, its link focused.
    await expect(showMap).toHaveAttribute('aria-pressed', 'true');
    const card = page.getByRole('region', { name: `Scheda di ${name}` });
    await expect(card.getByRole('link', { name: 'Vedi lo spazio' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(page.locator('.map-marker:focus')).toHaveAttribute('aria-label', new RegExp(`^${name},`));
  });

  test('on a phone a cluster opens into pins, and a chosen pin shows a small card that leads to the listing', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { data } = await apiData<SearchResponse>(request, 'property/search-from-home?search_input=Milano');
    await page.goto('/PropertySearch?search_input=Milano');
    const showMap = page.getByRole('button', { name: 'Mappa' });
    await expect(showMap).toBeEnabled();
    await showMap.click();
    const map = page.getByRole('region', { name: 'Mappa degli spazi' });
    const markers = map.getByRole('button', { name: /: mostra l’annuncio$/ });
    const clusters = map.getByRole('button', { name: /spazi in questa zona: ingrandisci$/ });
    await expect(markers.or(clusters).first()).toBeVisible();
    // Listings that would overlap at a phone's zoom are drawn as one; a cluster zooms in until they part.
    for (let zoom = 0; (await markers.count()) === 0 && zoom < 6; zoom++) await clusters.first().click();
    const marker = markers.first();
    await expect(marker).toBeVisible();
    const name = ((await marker.getAttribute('aria-label')) ?? '').split(',')[0] ?? '';
    const listing = data.propertyByCityId.find((card) => card.property_name === name);
    if (!listing) throw new Error(`${name} is not among the results`);

    await marker.click();
    const card = map.getByRole('region', { name: `Scheda di ${name}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText(name);
    await expect(card).toContainText(formatEuroCents(listing.price_cents));
    if (listing.thumb_image) await expect(card.locator('img')).toHaveJSProperty('complete', true);
    // The card sits inside the map's box, whole, on a phone's width.
    const mapBox = await map.locator('.leaflet-container').boundingBox();
    const cardBox = await card.boundingBox();
    if (!mapBox || !cardBox) throw new Error('no boxes');
    expect(cardBox.x).toBeGreaterThanOrEqual(mapBox.x);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);

    await card.getByRole('button', { name: 'Chiudi la scheda' }).click();
    await expect(card).toBeHidden();
    await marker.click();
    await card.getByRole('link', { name: 'Vedi lo spazio' }).click();
    await expect(page).toHaveURL(new RegExp(`/PropertyView/${listing._id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('without a tile server the map says so on itself and still shows the pins', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The page as a server without MAP_TILES_URL writes it.
    await page.route(/\/PropertySearch\?/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<meta name="scrivania:map-tiles-url" content="[^"]*"/,
        '<meta name="scrivania:map-tiles-url" content=""',
      );
      await route.fulfill({ response, body: html });
    });
    const tiles: string[] = [];
    page.on('request', (asked) => {
      if (asked.url().startsWith(tileServer)) tiles.push(asked.url());
    });
    await page.goto('/PropertySearch?search_input=Roma');
    const showMap = page.getByRole('button', { name: 'Mappa' });
    await expect(showMap).toBeEnabled();
    await showMap.click();
    const map = page.getByRole('region', { name: 'Mappa degli spazi' });
    const note = map.getByText('Mappa di base non disponibile: sono mostrate solo le posizioni degli spazi.');
    await expect(note).toBeVisible();
    const pins = map.getByRole('button', { name: /(: mostra l’annuncio|: ingrandisci)$/ });
    await expect(pins.first()).toBeVisible();
    // A drawn background, not Leaflet's empty grey, and no tile asked for.
    await expect(map.locator('.leaflet-container')).toHaveClass(/map--no-tiles/);
    expect(
      await map.locator('.leaflet-container').evaluate((box) => getComputedStyle(box).backgroundImage),
    ).toContain('linear-gradient');
    expect(tiles).toEqual([]);
    // The note lies inside the map's box.
    const mapBox = await map.locator('.leaflet-container').boundingBox();
    const noteBox = await note.boundingBox();
    if (!mapBox || !noteBox) throw new Error('no boxes');
    expect(noteBox.y).toBeGreaterThanOrEqual(mapBox.y);
    expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
  });

  test('search Milano, filter by price and a service, move the map, open a marker’s listing', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const found = async (query: string) =>
      (await apiData<SearchResponse>(request, `property/search-from-home?search_input=Milano${query}`)).data;
    // A price that leaves some of Milan's listings out, and a service only some of the rest offer:
    // each step must change the results.
    const all = await found('');
    const prices = [...new Set(all.propertyByCityId.map((card) => card.price_cents))].sort((a, b) => b - a);
    const services = (await apiData<SearchServicesResponse>(request, 'services')).data;
    const choice = await (async () => {
      for (const cents of prices) {
        const priced = await found(`&max_price=${cents / 100}`);
        if (priced.total >= all.total || priced.total < 2) continue;
        for (const service of services) {
          const total = (await found(`&max_price=${cents / 100}&service_ids=${service._id}`)).total;
          if (total > 0 && total < priced.total) return { maxEuro: cents / 100, priced, service };
        }
      }
      throw new Error('the demo listings of Milan offer no price and service that narrow the search');
    })();
    const { maxEuro, priced, service } = choice;

    await page.goto('/');
    await page.getByLabel('Dove o cosa cerchi').fill('Milano');
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    const count = (total: number) => page.getByText(new RegExp(`^${total} struttur[ae] trovat[ae]$`));
    await expect(count(all.total)).toBeVisible();
    const filters = page.getByRole('region', { name: 'Filtra i risultati' });
    await filters.getByLabel('Massimo (€)').fill(String(maxEuro).replace('.', ','));
    await filters.getByRole('button', { name: 'Applica filtri' }).click();
    await expect(page).toHaveURL(/[?&]max_price=/);
    await expect(count(priced.total)).toBeVisible();
    await filters.getByLabel(service.service_name, { exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`[?&]service_ids=${service._id}(&|$)`));
    const url = new URL(page.url());
    expect(url.searchParams.get('search_input')).toBe('Milano');
    expect(Number(url.searchParams.get('max_price')?.replace(',', '.'))).toBe(maxEuro);

    // Every card shown costs at most the price asked and offers the service.
    const filtered = await found(`&max_price=${maxEuro}&service_ids=${service._id}`);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(filtered.propertyByCityId.length);
    for (const card of await cards.all()) {
      const price = /(\d{1,3}(?:\.\d{3})*,\d{2})\s*€/.exec((await card.textContent()) ?? '')?.[1] ?? '';
      expect(Number(price.replaceAll('.', '').replace(',', '.'))).toBeLessThanOrEqual(maxEuro);
      const href = (await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
      const id = href.split('/').at(-1) ?? '';
      const detail = await apiData<{ data: PropertyDetail }>(request, `property/${id}`);
      expect(detail.data.property_service.map((offered) => offered.service_id)).toContain(service._id);
    }

    // Moving the map searches its area with the same filters.
    const map = page.getByRole('region', { name: 'Mappa degli spazi' });
    await expect(map.getByRole('button', { name: /: mostra l’annuncio$/ }).first()).toBeVisible();
    await map.getByRole('button', { name: 'Riduci' }).click();
    await expect(page).toHaveURL(/[?&]bbox=/);
    const moved = new URL(page.url()).searchParams;
    expect(moved.get('service_ids')).toBe(String(service._id));
    expect(moved.get('max_price')).not.toBeNull();

    // A new search from the sidebar, for other guests, keeps the filters and the area.
    await page.getByLabel('Ospiti').selectOption('1');
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page).toHaveURL(/[?&]no_of_guest=1(&|$)/);
    const searched = new URL(page.url()).searchParams;
    for (const name of ['service_ids', 'max_price', 'bbox']) expect(searched.get(name)).toBe(moved.get(name));

    // A marker's listing opens from its card; zoomed out, the listings may sit in a cluster first.
    const marker = map.getByRole('button', { name: /: mostra l’annuncio$/ }).first();
    const cluster = map.getByRole('button', { name: /spazi in questa zona: ingrandisci$/ }).first();
    await expect(marker.or(cluster).first()).toBeVisible();
    if (!(await marker.isVisible())) await cluster.click();
    const name = ((await marker.getAttribute('aria-label')) ?? '').split(',')[0] ?? '';
    await marker.click();
    const link = map
      .getByRole('region', { name: `Scheda di ${name}` })
      .getByRole('link', { name: 'Vedi lo spazio' });
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/PropertyView\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('the filters work from the keyboard, and open in a sheet on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/PropertySearch?search_input=Milano');
    const toggle = page.getByRole('button', { name: 'Filtri', exact: true });
    await expect(toggle).toBeEnabled();
    await expect(page.getByLabel('Ordina per')).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const filters = page
      .getByRole('dialog', { name: 'Filtri' })
      .getByRole('region', { name: 'Filtra i risultati' });
    await expect(filters.getByLabel('Ordina per')).toBeVisible();

    // A select and a checkbox apply as the keyboard changes them.
    await filters.getByLabel('Ordina per').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
    const instant = filters.getByLabel('Prenotazione immediata');
    await instant.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/[?&]instant=1(&|$)/);
    await expect(instant).toBeChecked();
    const min = filters.getByLabel('Minimo (€)');
    const max = filters.getByLabel('Massimo (€)');
    await min.fill('90');
    await max.fill('10');
    await max.press('Enter');
    await expect(
      filters.getByText('Il prezzo massimo non può essere inferiore al prezzo minimo.'),
    ).toBeVisible();
    expect(new URL(page.url()).searchParams.has('max_price')).toBe(false);

    // The back button undoes the last filter, and the boxes follow.
    await page.goBack();
    await expect(page).not.toHaveURL(/instant=1/);
    await expect(instant).not.toBeChecked();
  });

  test('a property page shows where the space is on the map', async ({ page }) => {
    await page.goto('/PropertySearch?search_input=Firenze');
    const title = page.getByRole('article').first().getByRole('heading');
    const name = (await title.textContent()) ?? '';
    await title.getByRole('link').click();
    const location = page.getByRole('region', { name: `Posizione di ${name} sulla mappa` });
    // The map loads as it comes near the screen (decision 061).
    await location.scrollIntoViewIfNeeded();
    await expect(location.locator('.map-marker')).toBeVisible();
    await expect(location.locator('.leaflet-tile-loaded').first()).toBeVisible();
  });

  test('a property page loads its map only when it comes near the screen', async ({ page, request }) => {
    const { data } = await apiData<PropertyListResponse>(request, 'explore-property');
    const property = data[0];
    if (!property) throw new Error('no property');
    await page.setViewportSize({ width: 390, height: 844 });
    const mapScripts: string[] = [];
    page.on('request', (asked) => {
      if (/\/assets\/listings-map-[\w-]+\.js$/.test(asked.url())) mapScripts.push(asked.url());
    });
    await page.goto(`/PropertyView/${property._id}`);
    // The app runs: the gallery's buttons work.
    await expect(page.getByRole('button', { name: 'Slide successiva' }).first()).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(mapScripts).toEqual([]);
    const location = page.getByRole('region', { name: `Posizione di ${property.property_name} sulla mappa` });
    await location.scrollIntoViewIfNeeded();
    await expect(location.locator('.map-marker')).toBeVisible();
    expect(mapScripts).toHaveLength(1);
  });
});
