import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { hostPage, newVisitor, openConsoleSection, signInViaApi } from '../accounts.ts';
import { bookFreeListing, dayFromToday, signedInVisitor } from '../bookings.ts';
import { reachingContext, test } from '../fixtures.ts';
import { anyCatalogPlace, publishListing } from '../host-listing.ts';

/**
 * The host's 'Pagamenti': a new host completes the payout profile and the card verification (the
 * sandbox page that stands for Stripe's) and comes back with the account enabled; a guest pays a stay
 * at the host's space, the operator releases its payout early and runs the payouts, and the host sees
 * it paid. The demo host sees the payouts of the demo's paid stays and downloads a month's statement.
 */

test('a new host gets paid: profile, card verification, a guest’s payment, the operator’s release and run', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const host = newVisitor();
  const registered = await page.request.post('/backend/api/register', {
    data: { ...host, assign_role: 'host' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const hostToken = await signInViaApi(page, host.email, host.password);
  await page.goto('/host');
  await expect(
    page.getByText('Completa il profilo di pagamento per ricevere i tuoi guadagni.'),
  ).toBeVisible();
  await page.getByRole('navigation', { name: 'Area Host' }).getByRole('link', { name: 'Pagamenti' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamenti', level: 1 })).toBeVisible();
  await expect(page.getByText(/completa prima il profilo di pagamento/)).toBeVisible();

  const fill = (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
  await fill('Nome', 'Giulia');
  await fill('Cognome', 'Conti');
  await fill('Data di nascita', '10/12/1985');
  await fill('Codice fiscale', 'RSSMRA85T10A562S');
  await fill('Indirizzo', 'Via Roma 1');
  await fill('CAP', '20121');
  await fill('Città', 'Milano');
  await fill('Provincia (sigla)', 'MI');
  await fill('IBAN', 'IT60 X054 2811 1010 0000 0123 456');
  await fill('Intestatario del conto', 'Giulia Conti');
  await fill('Password attuale', host.password);
  await page.getByRole('button', { name: 'Salva il profilo' }).click();
  await expect(page.getByText('Profilo di pagamento salvato.')).toBeVisible();

  await page.getByRole('button', { name: 'Configura i pagamenti con carta' }).click();
  await expect(page.getByText('Modalità di prova')).toBeVisible();
  await page.getByRole('button', { name: 'Completa la verifica' }).click();

  await expect(page).toHaveURL(/\/host\/payouts\?onboarding=return$/);
  await expect(page.getByText('Sei tornato dalla verifica: lo stato qui sotto è aggiornato.')).toBeVisible();
  await expect(page.getByText('Pagamenti con carta: Attivo')).toBeVisible();
  await expect(page.getByText(/^Tutto pronto/)).toBeVisible();

  // A guest books the host's first space and pays by card.
  const name = `Studio Aurora Pagamenti ${Date.now().toString(36)}${process.pid}`;
  const listingId = await publishListing(page.request, hostToken, await anyCatalogPlace(page.request), {
    property_name: name,
  });
  const guestPage = await (await reachingContext(browser)).newPage();
  const guest = await signedInVisitor(guestPage);
  const guestHeaders = { authorization: `Bearer ${guest.token}` };
  const booked = await bookFreeListing(guestPage.request, guest, [dayFromToday(5)], () => true, [
    { _id: listingId, property_name: name },
  ]);
  const paid = await guestPage.request.post('/backend/api/payment/card-sandbox', {
    headers: guestHeaders,
    data: { booking_id: booked.id, card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const details = await guestPage.request.get(`/backend/api/booking/details/${booked.id}`, {
    headers: guestHeaders,
  });
  const bookingNo = ((await details.json()) as { data: { booking_no: string } }).data.booking_no;

  // The operator pays it before its day, with a reason, and runs the payouts now.
  const operator = await (await reachingContext(browser)).newPage();
  await openConsoleSection(operator, 'Pagamenti agli host');
  await operator.getByLabel('Host (nome, e-mail o numero)').fill(host.email);
  await operator.getByRole('button', { name: 'Filtra' }).click();
  await operator
    .getByRole('button', { name: `Rilascia il pagamento della prenotazione ${bookingNo}` })
    .click();
  const release = operator.getByRole('dialog', { name: 'Rilascia il pagamento' });
  await release.getByLabel('Motivo').fill('Primo pagamento anticipato, concordato con l’host');
  await release.getByRole('button', { name: 'Rilascia', exact: true }).click();
  await expect(release).toBeHidden();
  await operator.getByRole('button', { name: 'Esegui pagamenti ora' }).click();
  await expect(operator.getByText(/pagati con Stripe: [1-9]/)).toBeVisible();

  // The host finds it among the payouts received.
  await page.goto('/host/payouts');
  const received = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Pagamenti ricevuti', exact: true }) });
  await expect(received.getByRole('link', { name: bookingNo })).toBeVisible();
});

test('the demo host sees the payouts of the paid stays and downloads a month’s statement', async ({
  browser,
}) => {
  const page = await hostPage(browser);
  const next = page.getByRole('region', { name: 'Prossimo pagamento' });
  await expect(next.getByText(/^Previsto dal /)).toBeVisible();
  await next.getByRole('link', { name: 'Vai a Pagamenti' }).click();

  const section = (name: string) =>
    page.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const paid = section('Pagamenti ricevuti');
  await expect(paid.getByRole('row')).toHaveCount(3);
  const upcoming = section('Pagamenti in arrivo');
  await expect(upcoming.getByText('Rettifica')).toBeVisible();
  const bookingLink = paid.getByRole('link').first();
  const bookingNo = (await bookingLink.textContent()) ?? '';
  await expect(bookingLink).toHaveAttribute('href', /^\/host\/bookings\/\d+$/);

  // The statement of the month the first paid stay's payout was due in: its row and the month's totals.
  const dueOn = (await paid.getByRole('row').nth(2).getByRole('cell').nth(4).textContent()) ?? '';
  const [, month, year] = dueOn.split('/');
  await page.getByLabel('Mese').fill(`${year}-${month}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Scarica il rendiconto di ${year}-${month} in CSV` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`rendiconto-pagamenti-${year}-${month}.csv`);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(
    'Prenotazione;Tipo;Dal;Al;Scadenza;Lordo (€);Commissione (€);Netto (€);Stato;Metodo;Pagato il',
  );
  expect(csv).toMatch(/;Pagato;[^;]+;\d\d\/\d\d\/\d{4}\r\n/);
  expect(csv).toContain('Totale;');
  expect(bookingNo).not.toBe('');
});
