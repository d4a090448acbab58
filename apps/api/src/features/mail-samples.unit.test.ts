import { HtmlValidate } from 'html-validate';
import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { bookingCalendar } from './booking/booking-calendar.ts';
import { contactInquiryMail } from './content/contact-mail.ts';
import { mailPreview } from './mail-previews/mail-preview.ts';
import { mailSamples } from './mail-samples.ts';

const config = {
  publicUrl: 'https://scrivania.example',
  hostBackofficeUrl: '/host',
  invoiceIssuer: {
    name: 'Scrivania S.r.l.',
    vat: '01234567890',
    taxCode: '01234567890',
    address: 'Via Roma 1',
    zip: '20121',
    city: 'Milano',
    province: 'MI',
    regime: 'RF01' as const,
  },
};
const now = new Date('2026-03-01T10:00:00Z');

/**
 * Mail HTML is written for mail clients, not browsers: layout tables with their presentational
 * attributes (align, border, cellpadding), inline styles and the XHTML 1.0 Transitional doctype that
 * keeps Outlook out of quirks mode are what every client understands, so the check keeps to the
 * document's validity and leaves those conventions alone.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    'doctype-html': 'off',
    'no-deprecated-attr': 'off',
    'attribute-misuse': 'off',
    'no-inline-style': 'off',
  },
});

/** The values of the text part's booking summary, one a line after its title until a blank line. */
function summaryValues(text: string): string[] {
  const start = text.indexOf('Riepilogo della prenotazione:\n');
  if (start < 0) return [];
  const block = text.slice(start).split('\n\n')[0] ?? '';
  return block
    .split('\n')
    .slice(1)
    .map((line) => line.slice(line.indexOf(': ') + 2));
}

const escaped = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/** The links the reader can follow (not the image preload React writes in the head). */
const followable = (html: string) =>
  [...html.matchAll(/<a\b[^>]*href="(https?:[^"]+)"/g)].map(
    (match) => match[1]?.replaceAll('&amp;', '&') ?? '',
  );

describe('mail templates', () => {
  for (const sample of mailSamples) {
    it(`renders '${sample.name}' as valid HTML whose links and facts are in its text too`, async () => {
      const mail = await mailPreview(sample, config, now);
      expect(mail.subject.length).toBeGreaterThan(0);
      const report = await validator.validateString(mail.html);
      expect(
        report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`)),
      ).toEqual([]);
      expect(mail.html).toContain(`${config.publicUrl}/favicon.svg`);
      for (const href of followable(mail.html)) expect(mail.text).toContain(href);
      for (const value of summaryValues(mail.text)) expect(mail.html).toContain(escaped(value));
      // The footer the law expects, in both parts: who sends it, why, and where to write.
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Scrivania S.r.l.');
        expect(part).toContain('P. IVA 01234567890');
        expect(part).toMatch(/Ricevi questa email perché/);
      }
      expect(mail.text).toContain(`${config.publicUrl}/Contact`);
    });
  }

  it('gives every booking mail the booking’s facts: number, space, dates, amount', async () => {
    for (const name of ['prenotazione-confermata', 'richiesta-host', 'prenotazione-annullata']) {
      const sample = mailSamples.find((candidate) => candidate.name === name);
      if (!sample) throw new Error(`no sample ${name}`);
      const text = (await mailPreview(sample, config, now)).text;
      expect(summaryValues(text)).toEqual([
        'SCR-2026-000042',
        'Studio Aurora – ufficio privato',
        'Via Dante 10, 20121 Milano',
        'dal 15/03/2026 al 17/03/2026',
        '3',
        '366,00 €',
      ]);
    }
  });

  it('escapes in the HTML what a visitor typed in the contact form', async () => {
    const mail = await mailPreview(
      {
        name: 'contatto',
        title: 'Contatto',
        mail: () =>
          contactInquiryMail(
            {
              name: '<script>alert("x")</script>',
              surname: '<b>Verdi</b>',
              email: 'anna@example.com',
              phone: '0212345678',
              topic: 'altro',
              regolamento_generale_sulla_protezione_dei_dati: true,
              offers_and_communications: false,
            },
            { id: 1, createdAt: now },
            'richieste@example.com',
          ),
      },
      config,
      now,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('Nome: <script>alert("x")</script>');
  });
});

describe('calendar invitations', () => {
  const booking = {
    id: 42,
    bookingNo: 'SCR-2026-000042',
    propertyName: 'Studio Aurora',
    address: 'Via Dante 10, 20121 Milano',
    startDate: '2026-03-05',
    endDate: '2026-03-07',
  };
  const attendee = { name: 'Giulia', email: 'giulia@example.com' };
  const eventOf = (ics: string) => {
    const parsed = ical.sync.parseICS(ics);
    const event = Object.values(parsed).find((entry) => entry?.type === 'VEVENT');
    if (event?.type !== 'VEVENT') throw new Error('no VEVENT');
    return event;
  };

  it('invites to an all-day event with a stable UID, the address, the booking page and an exclusive end', () => {
    const ics = bookingCalendar({ ...booking, calendarSequence: 1 }, config.publicUrl, now, {
      method: 'REQUEST',
      attendee,
    });
    expect(ics).toMatch(/^METHOD:REQUEST\r$/m);
    const event = eventOf(ics);
    expect(event.uid).toBe('SCR-2026-000042@scrivania.example');
    expect(Number(event.sequence)).toBe(1);
    expect(event.start.dateOnly).toBe(true);
    expect(ics).toContain('DTSTART;VALUE=DATE:20260305');
    expect(ics).toContain('DTEND;VALUE=DATE:20260308');
    expect(event.location).toBe('Via Dante 10, 20121 Milano');
    // node-ical keeps URL;VALUE=URI as its value with the parameter beside it.
    expect(JSON.stringify(event.url)).toContain('"https://scrivania.example/BookingView/42"');
    expect(ics).toMatch(/^ORGANIZER;CN="?Scrivania"?:mailto:no-reply@scrivania\.it\r$/m);
  });

  it('withdraws it with METHOD:CANCEL, the same UID and a higher SEQUENCE', () => {
    const ics = bookingCalendar({ ...booking, calendarSequence: 2 }, config.publicUrl, now, {
      method: 'CANCEL',
      attendee,
    });
    expect(ics).toMatch(/^METHOD:CANCEL\r$/m);
    const event = eventOf(ics);
    expect(event.uid).toBe('SCR-2026-000042@scrivania.example');
    expect(Number(event.sequence)).toBe(2);
    expect(event.status).toBe('CANCELLED');
  });

  it('gives a booking by the hour its Rome times, with the zone described', () => {
    const ics = bookingCalendar(
      {
        ...booking,
        endDate: booking.startDate,
        hours: { start: '09:00', end: '13:30' },
        calendarSequence: 1,
      },
      config.publicUrl,
      now,
      { method: 'REQUEST', attendee },
    );
    expect(ics).toContain('DTSTART;TZID=Europe/Rome:20260305T090000');
    expect(ics).toContain('DTEND;TZID=Europe/Rome:20260305T133000');
    expect(ics).toContain('BEGIN:VTIMEZONE');
    const event = eventOf(ics);
    // 09:00 in Rome in March (CET) is 08:00 UTC.
    expect(event.start.toISOString()).toBe('2026-03-05T08:00:00.000Z');
  });

  it('is the same event, without an invitation, when downloaded', () => {
    const ics = bookingCalendar({ ...booking, calendarSequence: 3 }, config.publicUrl, now);
    expect(ics).toMatch(/^METHOD:PUBLISH\r$/m);
    expect(ics).not.toContain('ORGANIZER');
    expect(eventOf(ics).uid).toBe('SCR-2026-000042@scrivania.example');
  });
});
