import { expect, type Locator, type Page } from '@playwright/test';
import { newVisitor } from '../accounts.ts';
import { demoProperties, reachingContext, test } from '../fixtures.ts';

/** A property with four reviews from fresh visitors, so every width has more slides than it shows. */
async function propertyWithReviews(page: Page): Promise<number> {
  const property = (await demoProperties(page.request)).at(-1);
  if (!property) throw new Error('no property');
  for (let i = 0; i < 4; i++) {
    const user = newVisitor();
    const registered = await page.request.post('/backend/api/register', {
      data: { ...user, assign_role: 'visitor' },
    });
    expect(registered.ok()).toBe(true);
    const login = await page.request.post('/backend/api/login', {
      data: { email: user.email, password: user.password },
    });
    const { token } = (await login.json()) as { token: string };
    const stored = await page.request.post('/backend/api/property-review/store', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        star_rating: String(2 + i),
        review: `Recensione ${i + 1}`,
        property_id: String(property._id),
      },
    });
    expect(stored.ok()).toBe(true);
  }
  return property._id;
}

/** Slides wholly inside the carousel's visible area. */
function slidesInView(carousel: Locator): Promise<number> {
  return carousel.evaluate((section) => {
    const viewport = section.firstElementChild?.getBoundingClientRect();
    if (!viewport) return 0;
    return [...section.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
      // The slide's content: the slide itself carries the gutter that sits outside the view.
      const box = (slide.firstElementChild ?? slide).getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });
}

test.describe('property page layout', () => {
  let propertyId = 0;
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    propertyId = await propertyWithReviews(page);
    await page.close();
  });

  for (const { width, perView } of [
    { width: 1280, perView: 3 },
    { width: 900, perView: 2 },
    { width: 390, perView: 1 },
  ]) {
    test(`at ${width} px: ${perView} reviews per view, one photo, nothing wider than the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/PropertyView/${propertyId}`);
      const reviews = page.getByRole('region', { name: 'Recensioni degli ospiti' });
      await expect(reviews.getByRole('group')).not.toHaveCount(0);
      expect(await reviews.getByRole('group').count()).toBeGreaterThan(3);
      await expect.poll(() => slidesInView(reviews)).toBe(perView);
      // Not infinite: at the start there is no way back, at the end no way on.
      await expect(reviews.getByRole('button', { name: 'Slide precedente' })).toBeDisabled();

      const gallery = page.locator('[aria-roledescription="carousel"]').first();
      await expect.poll(() => slidesInView(gallery)).toBe(1);
      const photos = gallery.locator('img');
      await expect(photos.first()).toHaveAttribute('loading', 'eager');
      await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');
      for (const photo of await photos.all()) {
        await expect(photo).toHaveAttribute('width', /\d+/);
        await expect(photo).toHaveAttribute('height', /\d+/);
        await expect(photo).toHaveAttribute('srcset', /480w.*960w.*1600w/);
        await expect(photo).toHaveAttribute('alt', /.+/);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('nothing below the content is in view while the page loads, so nothing jumps', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/backend/api/property/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto(`/PropertyView/${propertyId}`);
    const band = page.locator('section[aria-labelledby="cta-title"]');
    await expect(band).toBeAttached();
    expect((await band.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(844);
  });

  test('the gallery follows a finger swipe and the arrow keys', async ({ browser }) => {
    const context = await reachingContext(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`/PropertyView/${propertyId}`);
    const gallery = page.locator('[aria-roledescription="carousel"]').first();
    const current = gallery
      .getByRole('button', { name: /Vai al gruppo \d+ di \d+/ })
      .and(page.locator('[aria-current="true"]'));
    await expect(current).toHaveAccessibleName(/Vai al gruppo 1 di/);

    const box = await gallery.locator('img').first().boundingBox();
    if (!box) throw new Error('gallery not laid out');
    const y = box.y + box.height / 2;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: box.x + box.width - 30, y }],
    });
    for (let step = 1; step <= 8; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: box.x + box.width - 30 - step * ((box.width - 60) / 8), y }],
      });
      await page.waitForTimeout(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(current).toHaveAccessibleName(/Vai al gruppo 2 di/);

    await gallery.getByRole('button', { name: 'Slide successiva' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAccessibleName(/Vai al gruppo 1 di/);
    await context.close();
  });
});
