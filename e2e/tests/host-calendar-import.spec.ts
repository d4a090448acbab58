import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { messages } from '@scrivania/core/messages.it';
import { hostPage } from '../accounts.ts';
import { test } from '../fixtures.ts';
import { dayFromToday, longDate, openListing, search } from '../host-listing.ts';

const m = messages.hostCatalog.calendars;

/**
 * Imported calendars (issue 32, section 4): a host pastes the address of another site's calendar into
 * the listing's 'Calendari' section; its event's days show closed in the host's month, and a search
 * for them leaves the space out while a search for other days lists it, and the guest's calendar offers
 * them as taken. The feed is served by the spec.
 */

const compact = (iso: string) => iso.replaceAll('-', '');

test('a host pastes a feed address and sees its dates closed on the calendar and in search', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { id, name, token } = await openListing(page, 'Studio Aurora Importato');
  const [first, last] = [dayFromToday(6), dayFromToday(7)];
  const feed = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Altro sito//IT',
    'BEGIN:VEVENT',
    `UID:${token}@altro-sito`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${compact(first)}`,
    `DTEND;VALUE=DATE:${compact(dayFromToday(8))}`,
    'SUMMARY:Prenotato altrove',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/altro-sito.ics`;

  try {
    const office = await hostPage(browser);
    await office.goto(`/host/listings/${id}?step=availability`);
    const section = office.getByRole('region', { name: m.title });
    await expect(section.getByLabel(m.exportLabel)).toHaveValue(new RegExp(`/ical/listings/${id}/.+\\.ics$`));
    await section.getByLabel(m.nameLabel).fill('Altro sito');
    await section.getByLabel(m.urlLabel).fill(feedUrl);
    await section.getByRole('button', { name: m.add }).click();
    await expect(section.getByRole('status').first()).toHaveText(m.added);
    await expect(section.getByText(m.events(1), { exact: false })).toBeVisible();

    for (const day of [first, last]) {
      const closed = office.getByText(`${longDate(day)}: ${messages.catalog.calendar.imported}`);
      for (let turn = 0; turn < 2 && (await closed.count()) === 0; turn++)
        await office.getByRole('button', { name: 'Mese successivo' }).first().click();
      await expect(closed).toHaveCount(1);
    }
    // The section with a calendar in it, its address and counts, fits a phone's width.
    await office.setViewportSize({ width: 390, height: 844 });
    await expect(section.getByText(m.events(1), { exact: false })).toBeVisible();
    expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(391);
    await office.close();

    await search(page, token, 6, 7);
    await expect(page.getByText('Nessuno spazio libero in queste date: prova con altre date.')).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    await search(page, token, 9, 10);
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();

    // The guest's calendar on the space's page offers those days as taken.
    await page.goto(`/PropertyView/${id}`);
    await page.getByRole('button', { name: 'Dal: scegli dal calendario' }).click();
    const taken = page.getByRole('button', { name: `${longDate(first)}: non disponibile` });
    const calendar = page.getByRole('dialog', { name: 'Dal: scegli dal calendario' });
    await expect(calendar).toBeVisible();
    for (let turn = 0; turn < 2 && (await taken.count()) === 0; turn++)
      await calendar.getByRole('button', { name: 'Mese successivo' }).click();
    await expect(taken).toBeDisabled();
    await expect(
      calendar.getByRole('button', { name: longDate(dayFromToday(9)), exact: true }),
    ).toBeEnabled();
  } finally {
    server.close();
  }
});
