import { expect } from '@playwright/test';
import { DEMO_PASSWORD, newVisitor, registerViaApi, signInViaApi } from '../accounts.ts';
import { test } from '../fixtures.ts';

const ADMIN = 'admin@example.com';

test.describe('the operator console', () => {
  // Two journeys through the public site and the console, each several screens long.
  test.describe.configure({ timeout: 90_000 });

  test('a testimonial sent by a visitor is approved in the console, shows on the home page and in the log', async ({
    page,
  }) => {
    const title = `Spazio luminoso ${Date.now()}`;
    await page.goto('/AddTestimonials');
    await page.getByLabel('Titolo').fill(title);
    await page.getByLabel('Nome', { exact: true }).fill('Giorgia Neri');
    await page.getByLabel('Email').fill('giorgia.neri@example.com');
    await page.getByRole('radio', { name: '5 stelle' }).check();
    await page.getByLabel('La tua esperienza').fill('Silenzio, luce e un ottimo caffè.');
    await page.getByRole('button', { name: 'Invia la testimonianza' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(title)).toHaveCount(0);

    // The site's login leads an operator to the console.
    await page.goto('/Login');
    await page.getByLabel('Email').fill(ADMIN);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Panoramica', level: 1 })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Console di amministrazione' })
      .getByRole('link', { name: 'Moderazione' })
      .click();

    await page.getByRole('button', { name: `Approva la testimonianza «${title}»` }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Testimonianza approvata: ora è visibile sulla home page.',
    );
    await expect(page.getByText(title)).toHaveCount(0);

    await page.goto('/');
    const section = page.getByRole('region', { name: 'Dicono di noi' });
    await expect(section.getByText(title)).toBeVisible();

    await page.goto('/admin/audit-log');
    await page.getByLabel('Tipo di attività').selectOption('testimonial.approve');
    await page.getByRole('button', { name: 'Filtra' }).click();
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    await expect(firstRow).toContainText('Testimonianza approvata');
    await expect(firstRow).toContainText('Anna Conti');
    await expect(firstRow).toContainText('pending');
    await expect(firstRow).toContainText('approved');
  });

  test('a visitor opening the console is refused in Italian; a stranger is asked to log in', async ({
    page,
  }) => {
    await page.goto('/admin/moderation');
    await expect(page).toHaveURL(/\/admin\/login\?returnUrl=/);
    await expect(page.getByRole('heading', { name: 'Accesso alla console' })).toBeVisible();

    const visitor = newVisitor();
    await registerViaApi(page, visitor);
    await signInViaApi(page, visitor.email, visitor.password);
    await page.goto('/admin');
    await expect(page.getByRole('alert')).toContainText('Quest’area è riservata agli amministratori.');
    await expect(page.getByText('Da fare')).toHaveCount(0);
  });
});
