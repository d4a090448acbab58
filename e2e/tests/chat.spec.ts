import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login, newVisitor, registerViaApi, signInViaApi } from '../accounts.ts';
import { demoProperty, reachingContext, test } from '../fixtures.ts';

const HOST = { email: 'host@example.com', name: 'Luca Ferri' };

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/backend/api/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function sendViaApi(request: APIRequestContext, token: string, userId: number, body: string) {
  const response = await request.post('/backend/api/chat/send-message', {
    data: { user_id: userId, body },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { sender_id: number; receiver_id: number } }).data;
}

async function newSignedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await reachingContext(browser)).newPage();
  await signInViaApi(page, email, password);
  return page;
}

const conversation = (page: Page) => page.getByRole('list', { name: 'Messaggi' });
const messageBox = (page: Page) => page.getByLabel('Scrivi un messaggio');

test.describe('chat between guests and hosts', () => {
  test('a guest contacts the host from a property; both see each other’s messages live, without reloading', async ({
    browser,
    request,
  }) => {
    const property = await demoProperty(request);
    const guest = newVisitor();
    const guestPage = await (await reachingContext(browser)).newPage();
    await registerViaApi(guestPage, guest);
    await signInViaApi(guestPage, guest.email, guest.password);
    const hostPage = await newSignedInPage(browser, HOST.email, DEMO_PASSWORD);

    await guestPage.goto(`/PropertyView/${property._id}`);
    await guestPage.getByRole('link', { name: "Contatta l'host" }).click();
    await expect(guestPage).toHaveURL(new RegExp(`/Chatboat\\?user=\\d+&property=${property._id}$`));
    await expect(guestPage.getByRole('heading', { name: HOST.name })).toBeVisible();
    // The breadcrumb and the thread name the space the guest wrote from, linked to its page.
    const breadcrumb = guestPage.getByRole('navigation', { name: 'Percorso' });
    await expect(breadcrumb.getByRole('link', { name: property.property_name })).toHaveAttribute(
      'href',
      `/PropertyView/${property._id}`,
    );
    await expect(breadcrumb.getByText(HOST.name)).toHaveAttribute('aria-current', 'page');
    const thread = guestPage.getByRole('region', { name: HOST.name });
    await expect(thread.getByText(`Riguardo a ${property.property_name}`)).toBeVisible();
    await expect(guestPage.getByText('Aggiornamenti in tempo reale attivi')).toBeVisible();

    await hostPage.goto('/Chatboat');
    await expect(hostPage.getByText('Seleziona un utente per iniziare a chattare.')).toBeVisible();
    await expect(hostPage.getByText('Aggiornamenti in tempo reale attivi')).toBeVisible();

    // Enter sends; Shift+Enter goes to a new line; markup stays text.
    const first = `<b>Buongiorno</b> ${guest.username}`;
    await messageBox(guestPage).fill(first);
    await messageBox(guestPage).press('Shift+Enter');
    await messageBox(guestPage).pressSequentially('Siamo in tre.');
    await messageBox(guestPage).press('Enter');
    await expect(messageBox(guestPage)).toHaveValue('');
    await expect(conversation(guestPage).getByText(first)).toBeVisible();

    // The host's list gains the guest, with one unread message, without a reload.
    const guestLink = hostPage.getByRole('link', { name: new RegExp(guest.name) });
    await expect(guestLink).toContainText('1 messaggio non letto');
    await expect(guestLink).toContainText(`Riguardo a ${property.property_name}`);
    await guestLink.click();
    await expect(
      hostPage.getByRole('region', { name: guest.name }).getByRole('link', { name: property.property_name }),
    ).toBeVisible();
    await expect(conversation(hostPage).getByText(`${first}\nSiamo in tre.`)).toBeVisible();
    await expect(guestLink).not.toContainText('non letto');

    await messageBox(hostPage).fill('Certo, vi aspettiamo lunedì.');
    await hostPage.getByRole('button', { name: 'Invia' }).click();
    await expect(conversation(guestPage).getByText('Certo, vi aspettiamo lunedì.')).toBeVisible();

    await messageBox(guestPage).fill('Perfetto, grazie!');
    await messageBox(guestPage).press('Enter');
    await expect(conversation(hostPage).getByText('Perfetto, grazie!')).toBeVisible();
    await expect(hostPage.locator('ol b')).toHaveCount(0);
  });

  test('the profile shows the unread messages on the chat button, live, and opening the chat reads them', async ({
    page,
    request,
  }) => {
    const guest = newVisitor();
    await registerViaApi(page, guest);
    const guestToken = await tokenOf(request, guest.email, guest.password);
    const hostToken = await tokenOf(request, HOST.email, DEMO_PASSWORD);
    const property = await demoProperty(request, 1);
    const host = (
      await (
        await request.post('/backend/api/chat/contact-host', {
          data: { property_id: property._id },
          headers: { authorization: `Bearer ${guestToken}` },
        })
      ).json()
    ).data as { _id: number };
    const sent = await sendViaApi(request, guestToken, host._id, 'Domanda sul prezzo');
    await sendViaApi(request, hostToken, sent.sender_id, 'Risposta uno');
    await sendViaApi(request, hostToken, sent.sender_id, 'Risposta due');

    await login(page, guest.email, guest.password);
    const chatButton = page.getByRole('link', { name: /^Messaggi/ });
    await expect(chatButton).toContainText('2 messaggi non letti');
    await sendViaApi(request, hostToken, sent.sender_id, 'Risposta tre');
    await expect(chatButton).toContainText('3 messaggi non letti');

    await chatButton.click();
    await expect(page).toHaveURL(/\/Chatboat$/);
    await page.getByRole('link', { name: new RegExp(HOST.name) }).click();
    await expect(conversation(page).getByText('Risposta tre')).toBeVisible();
    await page.goto('/Profile');
    await expect(page.getByRole('link', { name: /^Messaggi/ })).toHaveText('Messaggi');
  });

  test('a guest who is not signed in is sent to the login', async ({ page }) => {
    await page.goto('/Chatboat');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2FChatboat$/i);
  });
});
