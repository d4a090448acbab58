import { expect, type Page } from '@playwright/test';
import type { CheckAvailabilityResponse } from '@scrivania/core/catalog/property-schemas';
import { newVisitor, registerViaApi, signInViaApi } from '../accounts.ts';
import { dayFromToday } from '../bookings.ts';
import { apiData, demoProperties, test } from '../fixtures.ts';

/**
 * A demo property with a discount (the total then has days, discount and VAT in it), priced per
 * person if one is, with two days free for two guests from `offset` days on.
 */
async function discountedAndFree(page: Page, offset: number) {
  const discounted = (await demoProperties(page.request)).filter(
    (property) => property.discount_check === 'yes' && property.no_of_guest >= 2,
  );
  discounted.sort((a, b) => Number(b.price_type === 'person') - Number(a.price_type === 'person'));
  for (const property of discounted) {
    for (let day = offset; day < offset + 60; day += 3) {
      const [start, end] = [dayFromToday(day), dayFromToday(day + 1)];
      const query = `property_id=${property._id}&start_date=${start}&end_date=${end}&no_of_guest=2`;
      const check = await apiData<CheckAvailabilityResponse>(
        page.request,
        `check-availability?${query}`,
      ).catch(() => null);
      if (check?.data.available) return { property, start, end };
    }
  }
  throw new Error('no discounted property free for two guests');
}

test.describe('the property page booking bar', () => {
  test('at 390 × 844 the bar stays at the bottom, hides no content, and its total is the checkout’s', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const user = newVisitor();
    await registerViaApi(page, user);
    await signInViaApi(page, user.email, user.password);
    const { property, start, end } = await discountedAndFree(page, 150);

    await page.goto(`/PropertyView/${property._id}`);
    const bar = page.getByRole('region', { name: 'Prezzo e prenotazione' });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('IVA esclusa');
    const box = await bar.boundingBox();
    expect(box?.y).toBeDefined();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);

    // Scrolled to the end, the footer's last line sits above the bar: the page keeps the bar's room.
    const room = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).paddingBottom));
    expect(room).toBeGreaterThanOrEqual(box?.height ?? Number.POSITIVE_INFINITY);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.locator('footer').last();
    await expect(footer).toBeVisible();
    await expect
      .poll(async () => {
        const [footerBox, barBox] = [await footer.boundingBox(), await bar.boundingBox()];
        return (footerBox?.y ?? 0) + (footerBox?.height ?? 0) <= (barBox?.y ?? 0) + 1;
      })
      .toBe(true);

    // The bar's button takes the guest to the dates.
    // Before the app has taken the page over the link only scrolls; the form is enabled once it has.
    await expect(page.getByLabel('Dal', { exact: true })).toBeEnabled();
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole('link', { name: 'Scegli le date' }).click();
    await expect(page.getByLabel('Dal', { exact: true })).toBeFocused();
    await page.getByLabel('Dal', { exact: true }).fill(start);
    await page.getByLabel('Al', { exact: true }).fill(end);
    await page.getByLabel('Ospiti', { exact: true }).selectOption('2');
    await expect(bar).toContainText(/Totale .* · IVA inclusa/);
    const barTotal = (await bar.getByTestId('stay-total').textContent()) ?? '';
    expect(barTotal).toMatch(/^\d{1,3}(\.\d{3})*,00\s€$/);

    // With dates, it leads to the form's own button; the SPEC's two steps follow as they are.
    await bar.getByRole('link', { name: 'Prenota' }).click();
    const check = page.getByRole('button', { name: 'Verificare la disponibilità' });
    await expect(check).toBeFocused();
    await check.click();
    await page.getByRole('button', { name: 'Prenota ora' }).click();
    await expect(page).toHaveURL(/\/Checkout\?/);
    await expect(page.getByTestId('final-total')).toHaveText(barTotal);
  });

  test('at 1280 × 800 the booking card stays in view while the description scrolls by', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const [property] = await demoProperties(page.request);
    if (!property) throw new Error('no property');
    await page.goto(`/PropertyView/${property._id}`);
    await expect(page.getByRole('region', { name: 'Prezzo e prenotazione' })).toBeHidden();
    const form = page.locator('#disponibilita');
    await expect(form).toBeInViewport();
    // Down past the description, to the reviews and the map, still beside the card.
    await page.evaluate(() => window.scrollTo(0, 1400));
    await expect(page.getByRole('heading', { name: 'Descrizione' })).not.toBeInViewport();
    await expect(form).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Verificare la disponibilità' })).toBeInViewport();
  });
});
