import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { PropertyDetail } from '@scrivania/core/catalog/property-schemas';
import { newVisitor, registerViaApi, signInViaApi } from '../accounts.ts';
import { apiData, COMPANY_SUFFIX, demoProperties, demoProperty, test } from '../fixtures.ts';

const isoIn = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};

test.describe('property page', () => {
  test('shows the property with its SEO, gallery, price and reviews, and hides the host from guests', async ({
    page,
    request,
  }) => {
    const property = await demoProperty(request);
    await page.goto(`/PropertyView/${property._id}`);
    await expect(page.getByRole('heading', { level: 1, name: property.property_name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${COMPANY_SUFFIX.replace('|', '\\|')}$`));
    await expect(
      page.locator('[aria-roledescription="carousel"]').first().locator('img').first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recensioni' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Il tuo host' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Scrivi una recensione' })).toHaveAttribute('href', '/Login');
  });

  test('checks availability in two steps and goes to the checkout, after a login when logged out', async ({
    page,
    request,
  }) => {
    const property = await demoProperty(request);
    await page.goto(`/PropertyView/${property._id}`);
    await page.getByRole('button', { name: 'Verificare la disponibilità' }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/Login\\?returnUrl=%2FPropertyView%2F${property._id}$|/Login\\?returnUrl=/PropertyView/${property._id}$`,
      ),
    );

    const user = newVisitor();
    await registerViaApi(page, user);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(new RegExp(`/PropertyView/${property._id}$`));
    await expect(page.getByRole('heading', { name: 'Il tuo host' })).toBeVisible();
    const policy = page.getByRole('region', { name: 'Politica di cancellazione' });
    await expect(policy).toContainText(/^Politica di cancellazione(Flessibile|Moderata|Rigida): /);
    await expect(policy.getByRole('listitem')).toHaveCount(0);

    await page.getByLabel('Dal', { exact: true }).fill(isoIn(400));
    await page.getByLabel('Al', { exact: true }).fill(isoIn(401));
    await page.getByRole('button', { name: 'Verificare la disponibilità' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'La struttura non è disponibile per le date selezionate.',
    );

    await page.getByLabel('Dal', { exact: true }).fill(isoIn(2));
    await page.getByLabel('Al', { exact: true }).fill(isoIn(3));
    await page.getByLabel('Ospiti', { exact: true }).selectOption('2');
    await page.getByRole('button', { name: 'Verificare la disponibilità' }).click();
    await expect(page.getByRole('status')).toHaveText('La proprietà è disponibile per le date selezionate.');
    // The policy's deadlines follow the dates found free.
    await expect(policy.getByRole('listitem').first()).toHaveText(/^Se annulli ora: /);
    await page.getByRole('button', { name: 'Prenota ora' }).click();
    await expect(page).toHaveURL(
      `/Checkout?property_id=${property._id}&start_date=${isoIn(2)}&end_date=${isoIn(3)}&no_of_guest=2`,
    );
  });

  test('the guest list runs from 1 to the maximum of the property', async ({ page, request }) => {
    const property = await demoProperty(request, 1);
    const user = newVisitor();
    await registerViaApi(page, user);
    await signInViaApi(page, user.email, user.password);
    await page.goto(`/PropertyView/${property._id}`);
    await expect(page.getByLabel('Ospiti', { exact: true }).locator('option').first()).toBeAttached();
    const options = await page.getByLabel('Ospiti', { exact: true }).locator('option').allTextContents();
    expect(options).toEqual(Array.from({ length: property.no_of_guest }, (_, i) => String(i + 1)));
    // Its calendars offer no day before today (SPEC section 5).
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()),
    );
    for (const label of ['Dal', 'Al']) {
      const open = page.getByRole('button', { name: `${label}: scegli dal calendario`, exact: true });
      await open.click();
      const calendar = page.getByRole('dialog', { name: `${label}: scegli dal calendario` });
      await expect(calendar).toBeVisible();
      const days = await calendar.locator('button[data-day]').evaluateAll((buttons) =>
        buttons.map((button) => ({
          day: button.dataset.day ?? '',
          disabled: (button as HTMLButtonElement).disabled,
        })),
      );
      expect(days.filter(({ day }) => day < today).every(({ disabled }) => disabled)).toBe(true);
      expect(days.some(({ day, disabled }) => day >= today && !disabled)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();
    }
  });
});

test.describe('dates in a browser set to English', () => {
  test.use({ locale: 'en-US' });

  test('are shown and typed as gg/mm/aaaa, and reach the checkout as the same days', async ({
    page,
    request,
  }) => {
    const property = await demoProperty(request);
    const user = newVisitor();
    await registerViaApi(page, user);
    await signInViaApi(page, user.email, user.password);
    await page.goto(`/PropertyView/${property._id}`);
    const from = page.getByLabel('Dal', { exact: true });
    await expect(from).toHaveAttribute('placeholder', 'gg/mm/aaaa');
    const italian = (iso: string) => iso.split('-').reverse().join('/');
    // The server's page takes typing once the app runs (the form is disabled until then).
    await expect(from).toBeEnabled();
    // Typed without leading zeros, as people do; shown back in full once the field is left.
    await from.pressSequentially(italian(isoIn(2)).replace(/(^|\/)0/g, '$1'));
    await from.blur();
    await expect(from).toHaveValue(italian(isoIn(2)));
    await page.getByLabel('Al', { exact: true }).fill(italian(isoIn(3)));
    await page.getByRole('button', { name: 'Verificare la disponibilità' }).click();
    await expect(page.getByRole('status')).toHaveText('La proprietà è disponibile per le date selezionate.');
    await page.getByRole('button', { name: 'Prenota ora' }).click();
    await expect(page).toHaveURL(new RegExp(`start_date=${isoIn(2)}&end_date=${isoIn(3)}&`));
  });
});

/** A finger's swipe from one point to another, as touch events (the gallery's carousel follows them). */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  const steps = 10;
  for (let step = 1; step <= steps; step++) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

test.describe('the photos full screen on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a photo opens them full screen; a swipe and the arrows move, Tab stays inside, Escape closes back on the photo', async ({
    page,
    request,
  }) => {
    // A listing with three photos or more, so a swipe and an arrow each reach a new one.
    let found: { id: number; name: string; count: number } | null = null;
    for (const card of await demoProperties(request)) {
      const { data } = await apiData<{ data: PropertyDetail }>(request, `property/${card._id}`);
      if (data.property_image.length >= 3) {
        found = { id: data._id, name: data.property_name, count: data.property_image.length };
        break;
      }
    }
    if (!found) throw new Error('no demo listing has three photos');
    const { id, name, count } = found;
    const viewerScripts: string[] = [];
    page.on('request', (asked) => {
      if (/\/assets\/photo-viewer-[\w-]+\.js$/.test(asked.url())) viewerScripts.push(asked.url());
    });
    await page.goto(`/PropertyView/${id}`);
    await expect(page.getByRole('button', { name: 'Slide successiva' }).first()).toBeEnabled();
    await page.waitForLoadState('networkidle');
    // The viewer's code is no part of the page until a photo is opened.
    expect(viewerScripts).toEqual([]);

    const photo = page.getByRole('button', { name: /: apri a schermo intero$/ }).first();
    await photo.tap();
    const viewer = page.getByRole('dialog', { name: `Foto di ${name} a schermo intero` });
    await expect(viewer).toBeVisible();
    expect(viewerScripts).toHaveLength(1);
    await expect(viewer.getByText(`1 di ${count}`, { exact: true })).toBeVisible();
    const shown = viewer.getByRole('group', { name: `1 di ${count}` }).getByRole('img');
    await expect(shown).toHaveAttribute('alt', /.+/);
    // It covers the screen.
    const box = await viewer.boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBe(844);

    await swipe(page, { x: 330, y: 400 }, { x: 40, y: 400 });
    await expect(viewer.getByText(`2 di ${count}`, { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`3 di ${count}`, { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText(`2 di ${count}`, { exact: true })).toBeVisible();
    await swipe(page, { x: 40, y: 400 }, { x: 330, y: 400 });
    await expect(viewer.getByText(`1 di ${count}`, { exact: true })).toBeVisible();

    // The page behind takes no focus: Tab goes round the viewer's buttons.
    for (let press = 0; press < 5; press++) {
      await page.keyboard.press('Tab');
      expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    const axe = await new AxeBuilder({ page })
      .include('dialog')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .setLegacyMode()
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(photo).toBeFocused();

    // The close button closes it too.
    await photo.press('Enter');
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: 'Chiudi la galleria' }).tap();
    await expect(viewer).toBeHidden();
    await expect(photo).toBeFocused();
  });
});
