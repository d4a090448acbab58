import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, newVisitor, registerViaApi, signInViaApi } from '../accounts.ts';
import { bookFreeListing, dayFromToday, signedInVisitor } from '../bookings.ts';
import { readOutbox, test } from '../fixtures.ts';

/**
 * The refunds' IBAN changes only with the current password (decision 075), on the profile and in the
 * cancellation dialog, and the account is mailed the change naming only the IBAN's last 4 characters.
 */

// Not the company's own IBAN, which the bank-transfer instructions mail names in full.
const IBAN = 'IT61X0306909606100000012345';
const OTHER_IBAN = 'DE89370400440532013000';
const FOR_BANK = 'Per cambiare l’IBAN o i dati bancari inserisci la password attuale.';
const WRONG = 'La password attuale non è corretta.';
const NOTICE_SUBJECT = 'Subject: I tuoi dati bancari sono stati cambiati';

type Account = { email: string; password: string; token: string };

/** A fresh visitor, signed in in the page's storage. */
async function signedInAccount(page: Page): Promise<Account> {
  const user = newVisitor();
  await registerViaApi(page, user);
  return { ...user, token: await signInViaApi(page, user.email, user.password) };
}

/** The IBAN the server keeps on the account's profile. */
async function storedIban(request: APIRequestContext, account: Account) {
  const response = await request.get('/backend/api/profile', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { iban: string | null } }).data.iban;
}

/** Every mail to the account, once the bank-details notice is among them. */
async function mailsOnceNoticed(address: string): Promise<string[]> {
  let mails: string[] = [];
  await expect
    .poll(async () => {
      mails = (await readOutbox()).filter((mail) => mail.includes(`To: ${address}`));
      return mails.filter((mail) => mail.includes(NOTICE_SUBJECT)).length;
    })
    .toBe(1);
  return mails;
}

/** The notice names the new IBAN by its last 4 characters, and no mail to the account holds it whole. */
async function expectNoticeWithLastFourOnly(address: string, iban: string) {
  const mails = await mailsOnceNoticed(address);
  expect(mails.find((mail) => mail.includes(NOTICE_SUBJECT))).toContain(
    `IBAN per i rimborsi: …${iban.slice(-4)}`,
  );
  const grouped = iban.replace(/(.{4})/g, '$1 ').trim();
  for (const mail of mails) {
    expect(mail).not.toContain(iban);
    expect(mail).not.toContain(grouped);
  }
}

/** The boxes the profile form requires, which a fresh account has empty. */
async function fillRequiredDetails(page: Page) {
  await page.getByLabel(/Cellulare/).fill('3331234567');
  await page.getByLabel('Data di nascita', { exact: true }).fill('20/05/1990');
  await page.getByLabel(/Genere/).selectOption('female');
}

const ibanField = (page: Page) => page.getByLabel('IBAN per i rimborsi dei bonifici');
const passwordField = (page: Page) => page.getByLabel('Password attuale');
const save = (page: Page) => page.getByRole('button', { name: 'Salva modifiche' }).click();

test.describe('bank details', () => {
  test('a new IBAN on the profile is saved only with the right current password, and the mail names its last 4 characters only', async ({
    page,
  }) => {
    const user = await signedInAccount(page);
    await page.goto('/EditProfile');
    await fillRequiredDetails(page);
    await expect(passwordField(page)).toBeHidden();
    await ibanField(page).fill(IBAN);
    await expect(passwordField(page)).toBeVisible();

    await save(page);
    await expect(passwordField(page)).toHaveAccessibleDescription(FOR_BANK);
    await expect(page.getByRole('alert')).toHaveText(FOR_BANK);
    expect(await storedIban(page.request, user)).toBeNull();

    await passwordField(page).fill('Sbagliata123!');
    await save(page);
    await expect(passwordField(page)).toHaveAccessibleDescription(WRONG);
    expect(await storedIban(page.request, user)).toBeNull();

    await passwordField(page).fill(user.password);
    await save(page);
    await expect(page.getByRole('status')).toHaveText('Profile updated successfully');
    expect(await storedIban(page.request, user)).toBe(IBAN);
    await expectNoticeWithLastFourOnly(user.email, IBAN);

    await page.goto('/Profile');
    const bank = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Dati bancari' }) });
    await expect(bank.getByText('IBAN per i rimborsi dei bonifici')).toBeVisible();
    await expect(bank.getByText(IBAN, { exact: true })).toBeVisible();
  });

  test('putting the IBAN back to its saved value hides the password field again', async ({ page }) => {
    const user = await signedInAccount(page);
    await page.goto('/EditProfile');
    await fillRequiredDetails(page);
    await ibanField(page).fill(IBAN);
    await passwordField(page).fill(user.password);
    await save(page);
    await expect(page.getByRole('status')).toHaveText('Profile updated successfully');

    await page.reload();
    await expect(ibanField(page)).toHaveValue(IBAN);
    await expect(passwordField(page)).toBeHidden();
    await ibanField(page).fill(OTHER_IBAN);
    await expect(passwordField(page)).toBeVisible();
    await ibanField(page).fill(IBAN);
    await expect(passwordField(page)).toBeHidden();
    // Emptying it is a change too: the refunds would have nowhere to go.
    await ibanField(page).fill('');
    await expect(passwordField(page)).toBeVisible();
  });

  test('cancelling a booking paid by transfer with a new IBAN asks for the current password in the dialog', async ({
    page,
    request,
  }) => {
    const guest = await signedInVisitor(page);
    const booking = await bookFreeListing(
      page.request,
      guest,
      [61, 62, 63, 64, 65].map(dayFromToday),
      (detail) => detail.booking_mode === 'instant',
    );
    const transfer = await page.request.post('/backend/api/payment/bank-transfer', {
      headers: { authorization: `Bearer ${guest.token}` },
      data: { booking_id: booking.id },
    });
    expect(transfer.ok(), await transfer.text()).toBe(true);
    // The operator, in a request context of their own, records the transfer as received.
    const operator = await request.post('/backend/api/login', {
      data: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    expect(operator.ok()).toBe(true);
    const { token: operatorToken } = (await operator.json()) as { token: string };
    const received = await request.post(`/backend/api/payment/bank-transfer/${booking.id}/received`, {
      headers: { authorization: `Bearer ${operatorToken}` },
      data: {},
    });
    expect(received.ok(), await received.text()).toBe(true);

    await page.goto('/OrderHistory');
    const row = page.getByRole('row').filter({ hasText: booking.propertyName }).first();
    await row.getByRole('button', { name: /^Annulla la prenotazione/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Annullare la prenotazione?' });
    await dialog.getByLabel('IBAN per il rimborso').fill(IBAN);
    const password = dialog.getByLabel('Password attuale');
    await expect(password).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Conferma annullamento' });

    await confirm.click();
    await expect(password).toHaveAccessibleDescription(FOR_BANK);
    await password.fill('Sbagliata123!');
    await confirm.click();
    await expect(password).toHaveAccessibleDescription(WRONG);
    await expect(dialog).toBeVisible();
    expect(await storedIban(page.request, guest)).toBeNull();

    await password.fill(guest.password);
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Annullata')).toBeVisible();
    expect(await storedIban(page.request, guest)).toBe(IBAN);
    await expectNoticeWithLastFourOnly(guest.email, IBAN);
  });
});
