import { expect } from '@playwright/test';
import { isoWeekday } from '@scrivania/core/catalog/weekdays';
import { hostPage } from '../accounts.ts';
import { test } from '../fixtures.ts';
import { dayFromToday, longDate, openListing, search } from '../host-listing.ts';

/**
 * Weekly closing (issue 29, item 11): the host closes a space at weekends from the availability screen;
 * a guest's calendar on the property page offers Saturday and Sunday disabled, and a search for a
 * weekend leaves the space out while a search for working days lists it. The listing is the test's own
 * ("Studio Aurora …" keeps it out of the demo listings other specs count).
 */

/** Days from today to the first Saturday at least `from` days away. */
function saturdayFrom(from: number) {
  let days = from;
  while (isoWeekday(dayFromToday(days)) !== 6) days += 1;
  return days;
}

test('a host closes a space at weekends; a guest cannot pick Saturday or Sunday, and a weekend search leaves it out', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { id, name, token } = await openListing(page);
  const saturday = saturdayFrom(9);

  const office = await hostPage(browser);
  await office.goto(`/host/listings/${id}?step=availability`);
  const weekly = office.getByRole('group', { name: 'Chiuso ogni settimana' });
  await weekly.getByLabel('sabato').check();
  await weekly.getByLabel('domenica').check();
  await weekly.getByRole('button', { name: 'Salva i giorni di chiusura' }).click();
  await expect(office.getByRole('status')).toHaveText('Disponibilità salvata.');
  // Saved on the server: the boxes come back ticked after a reload.
  await office.reload();
  await expect(
    office.getByRole('group', { name: 'Chiuso ogni settimana' }).getByLabel('sabato'),
  ).toBeChecked();
  await office.close();

  await page.goto(`/PropertyView/${id}`);
  await expect(page.getByText('Chiuso ogni settimana: sabato, domenica.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Dal: scegli dal calendario' }).click();
  const calendar = page.getByRole('dialog', { name: 'Dal: scegli dal calendario' });
  await expect(calendar).toBeVisible();
  const saturdayIso = dayFromToday(saturday);
  const mondayIso = dayFromToday(saturday + 2);
  for (let turn = 0; turn < 2; turn++) {
    if ((await calendar.getByRole('button', { name: new RegExp(`^${longDate(saturdayIso)}`) }).count()) > 0)
      break;
    await calendar.getByRole('button', { name: 'Mese successivo' }).click();
  }
  await expect(
    calendar.getByRole('button', { name: `${longDate(saturdayIso)}: chiuso ogni settimana` }),
  ).toBeDisabled();
  await expect(
    calendar.getByRole('button', { name: `${longDate(dayFromToday(saturday + 1))}: chiuso ogni settimana` }),
  ).toBeDisabled();
  const monday = calendar.getByRole('button', { name: longDate(mondayIso), exact: true });
  await expect(monday).toBeEnabled();
  await monday.click();
  await expect(calendar).toBeHidden();
  await expect(page.getByLabel('Dal', { exact: true })).toHaveValue(mondayIso.split('-').reverse().join('/'));

  await search(page, token, saturday, saturday + 1);
  await expect(page.getByText('Nessuno spazio libero in queste date: prova con altre date.')).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await search(page, token, saturday + 2, saturday + 6);
  await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
});
