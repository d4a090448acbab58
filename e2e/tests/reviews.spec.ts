import { expect } from '@playwright/test';
import { newVisitor, registerViaApi, signInViaApi } from '../accounts.ts';
import { demoProperty, test } from '../fixtures.ts';

test.describe('reviews and testimonials', () => {
  test('a signed-in user reviews a property; markup in the text is shown, never run', async ({
    page,
    request,
  }) => {
    const property = await demoProperty(request, 2);
    const user = newVisitor();
    await registerViaApi(page, user);
    await signInViaApi(page, user.email, user.password);
    await page.goto(`/PropertyView/${property._id}`);
    await page.getByRole('link', { name: 'Scrivi una recensione' }).click();
    await expect(page).toHaveURL(new RegExp(`/AddPropertyTestimonials/${property._id}$`));
    await page.getByRole('button', { name: 'Pubblica la recensione' }).click();
    await expect(page.getByText('Scegli un voto da 1 a 5 stelle.').first()).toBeVisible();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.getByRole('radio', { name: '4 stelle' }).check();
    const text = `<img src=x onerror="alert(1)"> Sala perfetta ${Date.now()}`;
    await page.getByLabel('La tua recensione').fill(text);
    await page.getByRole('button', { name: 'Pubblica la recensione' }).click();
    await expect(page).toHaveURL(new RegExp(`/PropertyView/${property._id}$`));
    await expect(page.getByText(text)).toBeVisible();
    expect(dialogs).toBe(0);
  });

  test('anyone can leave a general testimonial and returns home', async ({ page }) => {
    await page.goto('/AddTestimonials');
    await page.getByLabel('Titolo').fill('Esperienza ottima');
    await page.getByLabel('Nome', { exact: true }).fill('Carla');
    await page.getByLabel('Email').fill('carla@example.com');
    await page.getByRole('radio', { name: '5 stelle' }).check();
    await page.getByLabel('La tua esperienza').fill('Prenotazione semplice e spazio bellissimo.');
    await page.getByRole('button', { name: 'Invia la testimonianza' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
