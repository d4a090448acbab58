import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { hostPage, newVisitor, signInViaApi } from '../accounts.ts';

/**
 * The host's 'Pagamenti': a new host completes the payout profile and the card verification (the
 * sandbox page that stands for Stripe's) and comes back with the account enabled; the demo host sees
 * the payouts of the demo's paid stays and downloads a month's statement as CSV.
 */

test('a new host completes the payout profile and the card verification', async ({ page }) => {
  const host = newVisitor();
  const registered = await page.request.post('/backend/api/register', {
    data: { ...host, assign_role: 'host' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await signInViaApi(page, host.email, host.password);
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
