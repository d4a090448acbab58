import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { bookings } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionToken, createUser, daysFromToday } from '../../test/factories.ts';
import { paymentFixtures } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fixtures = paymentFixtures(() => t);
const calendar = (id: number, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/backend/api/booking/${id}/calendar.ics`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const compact = (date: string) => date.replaceAll('-', '');
/** RFC 5545 folds lines longer than 75 octets; unfolded, each property is one line again. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('GET /booking/:id/calendar.ics', () => {
  it('gives the guest their booking as one all-day event ending the day after the last day', async () => {
    const { booking, token } = await fixtures.guestWithBooking({
      startDate: daysFromToday(10),
      endDate: daysFromToday(12),
      status: 'booked',
      holdExpiresAt: null,
    });
    const response = await calendar(booking.id, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${booking.bookingNo}.ics"`);
    const ics = unfold(response.body);
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain(`UID:${booking.bookingNo}@${new URL(t.app.config.publicUrl).hostname}`);
    expect(lines).toContain(`DTSTART;VALUE=DATE:${compact(daysFromToday(10))}`);
    expect(lines).toContain(`DTEND;VALUE=DATE:${compact(daysFromToday(13))}`);
    expect(lines).toContain('LOCATION:Via Dante 10\\, Milano');
    expect(lines).toContain(`URL;VALUE=URI:${t.app.config.publicUrl}/BookingView/${booking.id}`);
    expect(lines.some((line) => line.startsWith('SUMMARY:Ufficio'))).toBe(true);
    expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');

    // The same booking keeps its UID, so importing the file again updates the event.
    expect(unfold((await calendar(booking.id, token)).body)).toContain(
      `UID:${booking.bookingNo}@${new URL(t.app.config.publicUrl).hostname}`,
    );
  });

  it('answers 404 to anyone but the guest, and for a booking that no longer holds its dates', async () => {
    const { booking, token, host } = await fixtures.guestWithBooking();
    const stranger = await createUser(t.db);
    const strangerToken = await createSessionToken(t.db, stranger.id, t.app.config.sessionSecret);
    const hostToken = await createSessionToken(t.db, host.id, t.app.config.sessionSecret);
    for (const other of [strangerToken, hostToken]) {
      const response = await calendar(booking.id, other);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(booking.bookingNo);
    }
    expect((await calendar(booking.id)).statusCode).toBe(401);
    expect((await calendar(booking.id + 1000, token)).statusCode).toBe(404);

    expect((await calendar(booking.id, token)).statusCode).toBe(200);
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    expect((await calendar(booking.id, token)).statusCode).toBe(404);
  });
});

describe('calendar invitations by mail', () => {
  /**
   * A mail as it was written, undecoded: its calendar part is 7-bit, which the outbox reader would take
   * for quoted-printable ('VALUE=DATE', 'method=CANCEL' hold no escapes).
   */
  const rawMail = async (subject: string) => {
    await t.outbox();
    const dir = t.app.config.outboxDir;
    const files = (await readdir(dir)).sort();
    const raws = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
    const mail = raws.find((raw) => raw.includes(`Subject: ${subject}`));
    if (!mail) throw new Error(`no mail '${subject}'`);
    return mail;
  };
  const calendarOf = (mail: string) => {
    const found = mail.match(/BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/)?.[0];
    if (!found) throw new Error('the mail carries no calendar');
    return ical.sync.parseICS(found.replace(/\r?\n/g, '\r\n'));
  };
  const eventOf = (calendar: ical.CalendarResponse) => {
    const event = Object.values(calendar).find((entry) => entry?.type === 'VEVENT');
    if (event?.type !== 'VEVENT') throw new Error('no VEVENT');
    return event;
  };
  const methodOf = (calendar: ical.CalendarResponse) => {
    const head = Object.values(calendar).find((entry) => entry?.type === 'VCALENDAR');
    return head?.type === 'VCALENDAR' ? head.method : undefined;
  };

  it('sends the paid booking an invitation (REQUEST) and its cancellation a CANCEL of the same UID, higher SEQUENCE', async () => {
    const { booking, token } = await fixtures.guestWithBooking({
      startDate: daysFromToday(20),
      endDate: daysFromToday(21),
    });
    const paid = await fixtures.post('payment/card-sandbox', token, {
      booking_id: booking.id,
      amount: 122,
      card_number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(200);
    const confirmation = await rawMail(`Prenotazione ${booking.bookingNo} confermata`);
    expect(confirmation).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=REQUEST\r?$/m);
    expect(confirmation).toMatch(/^Content-Type: text\/html/m);
    expect(confirmation).toContain('Content-ID: <logo@scrivania.it>');
    const invitation = calendarOf(confirmation);
    const invited = eventOf(invitation);
    const uid = `${booking.bookingNo}@${new URL(t.app.config.publicUrl).hostname}`;
    expect(methodOf(invitation)).toBe('REQUEST');
    expect(invited.uid).toBe(uid);
    expect(Number(invited.sequence)).toBe(1);
    expect(invited.start.dateOnly).toBe(true);
    if (!invited.end) throw new Error('the event has no end');
    expect(invited.start.toISOString().slice(0, 10)).toBe(daysFromToday(20));
    expect(invited.end.toISOString().slice(0, 10)).toBe(daysFromToday(22));
    expect(invited.location).toBe('Via Dante 10, Milano');
    expect(JSON.stringify(invited.url)).toContain(`${t.app.config.publicUrl}/BookingView/${booking.id}`);

    // The download is the same event, at the same SEQUENCE.
    expect(unfold((await calendar(booking.id, token)).body)).toContain('SEQUENCE:1');

    expect((await fixtures.post(`booking/${booking.id}/cancel`, token, {})).statusCode).toBe(200);
    const cancellation = await rawMail(`Prenotazione ${booking.bookingNo} annullata`);
    expect(cancellation).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=CANCEL\r?$/m);
    const withdrawal = calendarOf(cancellation);
    expect(methodOf(withdrawal)).toBe('CANCEL');
    expect(eventOf(withdrawal).uid).toBe(uid);
    expect(Number(eventOf(withdrawal).sequence)).toBe(2);
  });
});
