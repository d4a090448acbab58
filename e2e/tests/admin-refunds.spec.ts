import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, latestMailTo } from '../accounts.ts';
import { bookFreeListing, dayFromToday, signedInVisitor } from '../bookings.ts';
import { reachingContext, test } from '../fixtures.ts';

const IBAN = 'IT60X0542811101000000123456';
const instant = (detail: { booking_mode: string }) => detail.booking_mode === 'instant';

async function operatorToken(page: Page) {
  await page.goto('/Login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('no operator session');
  return token;
}

test.describe('the console’s refunds', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the operator refunds part of a paid booking from its detail after a confirmation of amount and method, sees it in Rimborsi and marks a bank refund sent', async ({
    page,
    browser,
  }) => {
    const guestContext = await reachingContext(browser);
    const guestPage = await guestContext.newPage();
    const guest = await signedInVisitor(guestPage);
    const guestHeaders = { authorization: `Bearer ${guest.token}` };
    const operatorHeaders = { authorization: `Bearer ${await operatorToken(page)}` };

    // One booking paid by card in the sandbox, one paid by transfer and then cancelled by the guest.
    const byCard = await bookFreeListing(guestPage.request, guest, [dayFromToday(47)], instant);
    const paid = await guestPage.request.post('/backend/api/payment/card-sandbox', {
      headers: guestHeaders,
      data: { booking_id: byCard.id, card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    const byTransfer = await bookFreeListing(guestPage.request, guest, [dayFromToday(48)], instant);
    expect(
      (
        await guestPage.request.post('/backend/api/payment/bank-transfer', {
          headers: guestHeaders,
          data: { booking_id: byTransfer.id },
        })
      ).ok(),
    ).toBe(true);
    expect(
      (
        await page.request.post(`/backend/api/payment/bank-transfer/${byTransfer.id}/received`, {
          headers: operatorHeaders,
          data: {},
        })
      ).ok(),
    ).toBe(true);
    const cancelled = await guestPage.request.post(`/backend/api/booking/${byTransfer.id}/cancel`, {
      headers: guestHeaders,
      data: { iban: IBAN, current_password: guest.password },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await guestContext.close();

    await page.goto(`/admin/bookings/${byCard.id}`);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toContainText(/SCR-\d{4}-\d{6}/);
    const cardNo = (await title.textContent())?.match(/SCR-\d{4}-\d{6}/)?.[0] ?? '';
    await expect(page.getByText('Nessun rimborso per questa prenotazione.')).toBeVisible();
    const form = page.getByRole('form', { name: 'Rimborsa' });
    await form.getByLabel('Importo in euro').fill('10,50');
    await form.getByLabel('Motivo del rimborso').fill('Proiettore guasto');
    const refundPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/admin\/(bookings|refunds)\/\d+\//.test(request.url()))
        refundPosts.push(request.url());
    });
    // The confirmation states amount and method; Annulla sends nothing.
    await form.getByRole('button', { name: 'Rimborsa' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confermi il rimborso?' });
    await expect(confirm).toContainText(/Importo\s*10,50\s€\s*Metodo\s*Carta/);
    await confirm.getByRole('button', { name: 'Annulla' }).click();
    await expect(confirm).toBeHidden();
    await expect(form.getByRole('button', { name: 'Rimborsa' })).toBeFocused();
    await expect(page.getByText('Nessun rimborso per questa prenotazione.')).toBeVisible();
    expect(refundPosts).toEqual([]);
    await form.getByRole('button', { name: 'Rimborsa' }).click();
    await confirm.getByRole('button', { name: 'Rimborsa' }).click();
    await expect(form.getByText('Rimborso avviato.')).toBeVisible();
    expect(refundPosts).toEqual([expect.stringMatching(new RegExp(`/admin/bookings/${byCard.id}/refund$`))]);
    const refunds = page.getByRole('table', { name: 'Rimborsi' });
    await expect(refunds.getByRole('row').filter({ hasText: 'Proiettore guasto' })).toContainText(
      /10,50.*Carta.*Riuscito/,
    );
    await expect(page.getByText(/^Resta da rimborsare: /)).toBeVisible();
    // A partial refund leaves the booking as it was.
    await expect(page.getByText('Pagata', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Annullata', { exact: true })).toHaveCount(0);
    const mail = await latestMailTo(guest.email, `Rimborso per la prenotazione ${cardNo}`);
    expect(mail).toContain('ti rimborsiamo 10,50 € sulla carta usata per pagare.');

    await page
      .getByRole('navigation', { name: 'Console di amministrazione' })
      .getByRole('link', { name: 'Rimborsi' })
      .click();
    await expect(page).toHaveURL(/\/admin\/refunds$/);
    const list = page.getByRole('table', { name: 'Rimborsi' });
    await expect(list.getByRole('row').filter({ hasText: cardNo })).toContainText(/Proiettore guasto/);

    await page.getByRole('button', { name: 'In corso' }).click();
    await expect(page).toHaveURL(/status=pending/);
    const transferRow = list.getByRole('row').filter({ hasText: IBAN });
    await expect(transferRow).toContainText('Bonifico');
    const transferNo = (await transferRow.getByRole('link').textContent()) ?? '';
    const markSent = transferRow.getByRole('button', {
      name: `Segna come inviato il rimborso della prenotazione ${transferNo}`,
    });
    await markSent.click();
    const dialog = page.getByRole('dialog', { name: 'Bonifico di rimborso inviato?' });
    await expect(dialog).toContainText(/Metodo\s*Bonifico · IBAN che termina con 3456/);
    await expect(dialog).not.toContainText(IBAN);
    // Escape leaves everything as it was.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(refundPosts).toHaveLength(1);
    await markSent.click();
    await dialog.getByRole('button', { name: 'Segna come inviato' }).click();
    await expect(page.getByText('Bonifico di rimborso segnato come inviato.')).toBeVisible();
    await expect(list.getByRole('row').filter({ hasText: transferNo })).toHaveCount(0);
    await page.getByRole('button', { name: 'Riusciti' }).click();
    await expect(list.getByRole('row').filter({ hasText: transferNo })).toContainText(/Bonifico.*Riuscito/);
  });
});
