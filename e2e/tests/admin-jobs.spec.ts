import { expect } from '@playwright/test';
import { messages } from '@scrivania/core/messages.it';
import { DEMO_PASSWORD, signInViaApi } from '../accounts.ts';
import { test } from '../fixtures.ts';

const m = messages.jobs;
const bo = messages.backOffice;

// Nothing a person does in the browser makes a job use up all its tries (the sandbox mail never
// fails), so here the page shows the queue as it is and an empty list of failures; retrying and
// discarding one are covered by the page's component test and the API's own tests.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  const phone = viewport.width < 768;

  test.describe(`Attività in background at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the operator opens it from the console menu and sees the counts by state, no failures, and every job with Tutte', async ({
      page,
    }) => {
      await signInViaApi(page, 'admin@example.com', DEMO_PASSWORD);
      await page.goto('/admin');
      if (phone) await page.getByRole('button', { name: bo.openMenu }).click();
      await page
        .getByRole('navigation', { name: bo.console.navLabel })
        .getByRole('link', { name: bo.console.nav.jobs })
        .click();
      await expect(page).toHaveURL(/\/admin\/jobs$/);
      await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();

      const counts = page.getByRole('region', { name: m.counts });
      for (const state of ['waiting', 'running', 'retrying', 'failed'] as const) {
        await expect(counts.getByText(m.states[state], { exact: true })).toBeVisible();
        await expect(page.getByTestId(`job-count-${state}`)).toHaveText(/^\d+$/);
      }
      await expect(page.getByTestId('job-count-failed')).toHaveText('0');
      await expect(page.getByRole('button', { name: m.states.failed })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByText(m.noFailed)).toBeVisible();
      await expect(page.getByRole('button', { name: m.retry })).toHaveCount(0);

      await page.getByRole('button', { name: m.all }).click();
      await expect(page).toHaveURL(/\/admin\/jobs\?state=all$/);
      await expect(page.getByRole('button', { name: m.all })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('table', { name: m.caption })).toBeAttached();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
    });
  });
}
