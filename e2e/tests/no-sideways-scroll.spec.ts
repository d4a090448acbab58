import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO_HOST_EMAIL, DEMO_PASSWORD, signInViaApi } from '../accounts.ts';
import { type BookedDay, bookFreeListing, dayFromToday, payByCard, signedInVisitor } from '../bookings.ts';
import { apiData, demoProperty, reachingContext, test } from '../fixtures.ts';
import { CONSOLE_PAGES, GUEST_PAGES, HOST_PAGES, PUBLIC_PAGES } from '../pages.ts';

/** Issue 29, item 12: at a phone's width no page of the product scrolls sideways. */
test.use({ viewport: { width: 390, height: 844 } });
// Many pages per test on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

/**
 * The pages of `addresses` wider than the screen, each with how wide it is and the first elements that
 * reach past the right edge (to say what to fix): an empty record when none is. A pixel is allowed for
 * rounding.
 */
async function widePages(page: Page, addresses: readonly string[]) {
  const wide: Record<string, unknown> = {};
  for (const address of addresses) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    const found = await page.evaluate(() => {
      const width = window.innerWidth;
      const scrollWidth = document.documentElement.scrollWidth;
      if (scrollWidth <= width + 1) return null;
      const past = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .slice(-3)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
      return { scrollWidth, past };
    });
    if (found) wide[address] = found;
  }
  return wide;
}

/** The addresses the links of `listAddress` lead to that start with `prefix`, the first `count` of them. */
async function linksFrom(page: Page, listAddress: string, prefix: RegExp, count = 1) {
  await page.goto(listAddress);
  const matching = async () => {
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    return [...new Set(hrefs.filter((href) => prefix.test(href)))].slice(0, count);
  };
  // The list arrives after the console's own code: on a busy machine, after a quiet moment on the network.
  await expect
    .poll(async () => (await matching()).length, { message: `a link matching ${prefix} on ${listAddress}` })
    .toBeGreaterThan(0);
  return matching();
}

/** A guest's booking of one of the demo host's listings, so the host and the console have one to show. */
async function bookingOfTheHost(
  browser: Browser,
): Promise<BookedDay & { guestPage: Page; guest: { token: string } }> {
  const guestPage = await (await reachingContext(browser)).newPage();
  const guest = await signedInVisitor(guestPage);
  const hostToken = await signInViaApi(
    await (await reachingContext(browser)).newPage(),
    DEMO_HOST_EMAIL,
    DEMO_PASSWORD,
  );
  const own = (await (
    await guestPage.request.get('/backend/api/host/properties', {
      headers: { authorization: `Bearer ${hostToken}` },
    })
  ).json()) as { data: { _id: number; property_name: string; status: string }[] };
  const booked = await bookFreeListing(
    guestPage.request,
    guest,
    [50, 51, 52, 53, 54, 55].map(dayFromToday),
    (detail) => detail.booking_mode === 'instant',
    own.data.filter((listing) => listing.status === 'published'),
  );
  return { ...booked, guestPage, guest };
}

for (const [index, addresses] of [PUBLIC_PAGES.slice(0, 8), PUBLIC_PAGES.slice(8)].entries()) {
  test(`public pages, part ${index + 1}, fit a phone's width`, async ({ page }) => {
    expect(await widePages(page, addresses)).toEqual({});
  });
}

test('a property page and a help article fit a phone’s width', async ({ page, request }) => {
  const property = await demoProperty(request);
  const articles = await apiData<{ data: { _id: number }[] }>(request, 'help-center');
  const article = articles.data[0];
  expect(article).toBeDefined();
  expect(await widePages(page, [`/PropertyView/${property._id}`, `/HelpCenterView/${article?._id}`])).toEqual(
    {},
  );
});

test('a signed-in guest’s pages, checkout and payment included, fit a phone’s width', async ({ browser }) => {
  const { guestPage, id, propertyId, day } = await bookingOfTheHost(browser);
  const checkout = `/Checkout?property_id=${propertyId}&start_date=${day}&end_date=${day}&no_of_guest=1`;
  expect(
    await widePages(guestPage, [
      ...GUEST_PAGES,
      checkout,
      `/Payment?bookingId=${id}`,
      `/BookingView/${id}`,
      '/PaymentFailure',
    ]),
  ).toEqual({});
});

test('the host back-office, a booking and every step of the listing editor fit a phone’s width', async ({
  page,
  browser,
}) => {
  await bookingOfTheHost(browser);
  await signInViaApi(page, DEMO_HOST_EMAIL, DEMO_PASSWORD);
  const [listing] = await linksFrom(page, '/host/listings', /^\/host\/listings\/\d+/);
  const listingId = listing?.match(/\d+/)?.[0];
  const steps = ['basics', 'location', 'capacity', 'booking', 'seo', 'photos', 'availability'].map(
    (step) => `/host/listings/${listingId}?step=${step}`,
  );
  const booking = await linksFrom(page, '/host/bookings', /^\/host\/bookings\/\d+$/);
  expect(await widePages(page, [...HOST_PAGES, ...booking, ...steps])).toEqual({});
});

for (const [index, addresses] of [CONSOLE_PAGES.slice(0, 8), CONSOLE_PAGES.slice(8)].entries()) {
  test(`operator console pages, part ${index + 1}, fit a phone’s width`, async ({ page }) => {
    await signInViaApi(page, 'admin@example.com', DEMO_PASSWORD);
    expect(await widePages(page, addresses)).toEqual({});
  });
}

test('a console user and a paid booking’s record fit a phone’s width, its payments as cards', async ({
  page,
  browser,
}) => {
  const booked = await bookingOfTheHost(browser);
  await payByCard(booked.guestPage, booked.guest, booked);
  await signInViaApi(page, 'admin@example.com', DEMO_PASSWORD);
  const user = await linksFrom(page, '/admin/users', /^\/admin\/users\/\d+$/);
  expect(await widePages(page, [...user, `/admin/bookings/${booked.id}`])).toEqual({});
  // Nor does the booking's payments table scroll inside its own box: its rows are cards.
  const payments = page.getByRole('table', { name: 'Pagamenti' });
  await expect(payments.locator('tbody tr').first()).toBeVisible();
  await expect(payments.getByRole('columnheader').first()).toBeHidden();
  const region = page.getByRole('region', { name: 'Pagamenti' });
  expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
});
