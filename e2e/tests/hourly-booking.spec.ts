import { expect, type Page } from '@playwright/test';
import type { PropertyResponseSchema } from '@scrivania/core/catalog/property-schemas';
import type { z } from 'zod';
import { formatBritishDate } from '../../apps/web/src/lib/format.ts';
import { DEMO_HOST_EMAIL, DEMO_PASSWORD, signInViaApi } from '../accounts.ts';
import { axeViolations } from '../axe.ts';
import { dayFromToday, payByCard, signedInVisitor } from '../bookings.ts';
import { apiData, demoProperties, test } from '../fixtures.ts';
import { openListing } from '../host-listing.ts';

type Property = z.infer<typeof PropertyResponseSchema>['data'];
interface Slots {
  slots: { start: string; end: string; available: boolean }[];
}

/**
 * On a phone (390 × 844): a guest searches a day from 10:00 to 12:00 and finds a demo meeting room sold
 * by the hour, whose page starts from those hours; presses 10:00 and the slot ending at 12:00, sees the
 * choice and its total in the bar at the bottom, checks, books, pays with the card sandbox and finds
 * the booking with its hours in the order history. A host makes such a room through the wizard.
 */
test.use({ viewport: { width: 390, height: 844 } });

/**
 * A room sold by the hour and booked at once, with a day (each run its own) free 10:00–12:00: a demo
 * meeting room, or, when the demo data has none free, one of the demo host's published for the journey.
 */
async function hourlyRoomFreeAtTen(page: Page) {
  const demo = (await demoProperties(page.request)).filter((card) => card.booking_unit === 'hour');
  const found =
    (await freeAtTen(
      page,
      demo.map((card) => card._id),
    )) ?? (await freeAtTen(page, [await ownRoom(page)]));
  if (!found) throw new Error('no room sold by the hour is free from 10:00 to 12:00');
  return found;
}

async function ownRoom(page: Page) {
  const opening_hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '09:00', close: '18:00' }));
  const room = await openListing(page, 'Studio Aurora Sala a ore', { booking_unit: 'hour', opening_hours });
  return room.id;
}

async function freeAtTen(page: Page, ids: readonly number[]) {
  const offset = 2 + ((process.pid + Date.now()) % 25);
  for (const id of ids) {
    const property = (await apiData<{ data: Property }>(page.request, `property/${id}`)).data;
    if (property.booking_mode !== 'instant') continue;
    for (let day = offset; day < Math.min(offset + 30, property.max_days_ahead); day++) {
      const date = dayFromToday(day);
      const { slots } = await apiData<Slots>(page.request, `property/${property._id}/slots?date=${date}`);
      const first = slots.findIndex((slot) => slot.start === '10:00');
      const last = slots.findIndex((slot) => slot.end === '12:00');
      if (first >= 0 && last >= first && slots.slice(first, last + 1).every((slot) => slot.available))
        return { property, date };
    }
  }
  return null;
}

test('a guest books a meeting room from 10:00 to 12:00 on a phone and pays by card', async ({ page }) => {
  // A search of slots, a check, a checkout, a payment and two axe runs on a busy machine.
  test.setTimeout(180_000);
  const { property, date } = await hourlyRoomFreeAtTen(page);
  const guest = await signedInVisitor(page);

  // The search's time window finds the room free then, and carries the day and hours to its page.
  await page.goto('/');
  await page.getByLabel('Dove o cosa cerchi').fill(property.property_name);
  await page.getByLabel('Dal', { exact: true }).fill(date);
  await page.getByLabel('Dalle ore', { exact: true }).selectOption('10:00');
  await page.getByLabel('Alle ore', { exact: true }).selectOption('12:00');
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page).toHaveURL(/start_time=10%3A00&end_time=12%3A00/);
  await page.getByRole('link', { name: property.property_name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: property.property_name })).toBeVisible();
  await expect(page.getByLabel('Giorno', { exact: true })).toHaveValue(formatBritishDate(date));
  const slots = page.getByRole('group', { name: `Orari liberi del ${formatBritishDate(date)}` });
  const ten = slots.getByRole('button', { name: /^10:00 – / });
  await expect(ten).toHaveAttribute('aria-pressed', 'true');
  await expect(slots.getByRole('button', { name: / – 12:00$/ })).toHaveAttribute('aria-pressed', 'true');

  // Pressed again, the first slot clears the choice; then 10:00 and the slot ending at 12:00 choose it.
  await ten.click();
  await expect(ten).toHaveAttribute('aria-pressed', 'false');
  await ten.click();
  await slots.getByRole('button', { name: / – 12:00$/ }).click();
  await expect(ten).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Dalle 10:00 alle 12:00 (2 ore)' })).toBeVisible();

  // The arrow keys move between the free slots of the group.
  await slots.getByRole('button', { name: /^10:00 – / }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(
    slots.getByRole('button', { name: /^1[01]:[03]0 – / }).and(page.locator(':focus')),
  ).toHaveCount(1);

  // On the phone the choice and its total stay at the bottom of the screen.
  const bar = page.getByRole('region', { name: 'Prezzo e prenotazione' });
  await expect(bar).toContainText('10:00–12:00');
  await expect(bar.getByTestId('stay-total')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Verificare la disponibilità' }).click();
  await page.getByRole('button', { name: 'Prenota ora' }).click();
  await expect(page).toHaveURL(/\/Checkout\?/);
  const checkout = new URL(page.url()).searchParams;
  expect([checkout.get('start_time'), checkout.get('end_time')]).toEqual(['10:00', '12:00']);
  await expect(page.getByTestId('price-lines')).toContainText('2 ore');
  await page.getByRole('textbox', { name: 'Cellulare' }).fill('3331234567');
  await page.getByRole('textbox', { name: 'Indirizzo' }).fill('Via Roma 1');
  await page.getByRole('textbox', { name: 'Città' }).fill('Milano');
  await page.getByRole('textbox', { name: 'Provincia' }).fill('MI');
  await page.getByRole('button', { name: 'Conferma e vai al pagamento' }).click();

  await expect(page).toHaveURL(/\/Payment\?bookingId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dettagli della prenotazione' })).toBeVisible();
  await expect(page.locator('dl')).toContainText('10:00');
  await payByCard(page, guest, { id: Number(new URL(page.url()).searchParams.get('bookingId')) });

  await page.goto('/OrderHistory');
  const card = page.getByRole('row').filter({ hasText: property.property_name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`${formatBritishDate(date)}, 10:00`);
  await expect(card).toContainText(`${formatBritishDate(date)}, 12:00`);
  await expect(card).toContainText('Prenotato');
  expect(await axeViolations(page)).toEqual([]);
});

test('a host makes a room sold by the hour through the wizard on a phone, the server’s word under the hours', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInViaApi(page, DEMO_HOST_EMAIL, DEMO_PASSWORD);
  const name = `Studio Aurora Ore ${Date.now().toString(36)}${process.pid}`;
  await page.goto('/host/listings/new');
  await page.getByLabel('Nome dell’annuncio').fill(name);
  await page.getByLabel('Categoria').selectOption({ index: 1 });
  await page.getByLabel('Città').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Crea la bozza' }).click();
  await expect(page).toHaveURL(/\/host\/listings\/\d+\?step=location$/);
  const id = Number(/listings\/(\d+)/.exec(page.url())?.[1]);

  await page.goto(`/host/listings/${id}?step=capacity`);
  await page.getByRole('radio', { name: 'A ore' }).check();
  await page.getByLabel(/^Capienza/).fill('6');
  await page.getByLabel('Superficie (m²)').fill('20');
  await page.getByLabel('Prezzo all’ora (€)').fill('25');
  await page.getByRole('button', { name: 'Salva e continua' }).click();
  await expect(page).toHaveURL(/step=booking$/);

  const monday = page.getByRole('group', { name: 'lunedì' });
  await monday.getByRole('button', { name: 'Aggiungi fascia di lunedì' }).click();
  // 09:30 is on the form's half-hour step, not on the listing's hour: the server says so under the hours.
  await monday.getByLabel('Apertura', { exact: true }).fill('09:30');
  await page.getByRole('button', { name: 'Salva e continua' }).click();
  await expect(page.getByRole('group', { name: 'Orari di apertura' })).toContainText(
    'Il lunedì l’orario 09:30 non cade su un passo di 60 minuti.',
  );
  expect(await axeViolations(page)).toEqual([]);

  await monday.getByLabel('Apertura', { exact: true }).fill('09:00');
  await page.getByRole('button', { name: 'Aggiungi fascia di martedì' }).click();
  await page.getByLabel('Ore minime per prenotazione').fill('2');
  await page.getByRole('button', { name: 'Salva e continua' }).click();
  await expect(page).toHaveURL(/step=seo$/);

  const saved = await page.request.get(`/backend/api/host/properties/${id}`, {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  expect((await saved.json()).data).toMatchObject({
    booking_unit: 'hour',
    price: 25,
    min_hours: 2,
    opening_hours: [
      { weekday: 1, open: '09:00', close: '18:00' },
      { weekday: 2, open: '09:00', close: '18:00' },
    ],
  });
});
