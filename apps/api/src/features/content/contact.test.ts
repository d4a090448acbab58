import { contactInquiries } from '@scrivania/db/schema';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validInquiry as valid } from '../../test/contact-fixtures.ts';
import { createContactPage } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const ALL_MESSAGES = [
  'Il nome è obbligatorio',
  'Il cognome è obbligatorio',
  'Email is required',
  'Il numero di telefono è obbligatorio',
  'Seleziona un argomento',
  "È necessario accettare l'informativa sulla privacy",
];

describe('contact form', () => {
  let t: TestApp;
  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/backend/api/contact-us', payload: payload as object });
  const stored = async () => (await t.db.select({ n: count() }).from(contactInquiries))[0]?.n ?? 0;

  /** Sends a request that must be refused, and checks that nothing was stored or mailed. */
  async function refused(payload: unknown, status = 400) {
    const [rowsBefore, mailsBefore] = [await stored(), (await t.outbox()).length];
    const response = await post(payload);
    expect(response.statusCode).toBe(status);
    expect(await stored()).toBe(rowsBefore);
    expect((await t.outbox()).length).toBe(mailsBefore);
    const body = response.json();
    expect(body.success).toBe(false);
    return body as { success: false; message: string; errors: Record<string, string> };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await createContactPage(t.db, { supportEmail: 'richieste@scrivania.test' });
  });
  afterAll(() => t.close());

  it('lists every message at once, one per line, for an empty form', async () => {
    const body = await refused({});
    expect(body.message.split('\n').sort()).toEqual([...ALL_MESSAGES].sort());
    expect(body.errors).toEqual({
      name: 'Il nome è obbligatorio',
      surname: 'Il cognome è obbligatorio',
      email: 'Email is required',
      phone: 'Il numero di telefono è obbligatorio',
      topic: 'Seleziona un argomento',
      regolamento_generale_sulla_protezione_dei_dati: "È necessario accettare l'informativa sulla privacy",
    });
  });

  it('trims entries for the required check', async () => {
    const body = await refused({ ...valid, name: '   ', surname: '\t' });
    expect(body.errors).toEqual({ name: 'Il nome è obbligatorio', surname: 'Il cognome è obbligatorio' });
  });

  it('checks each rule with its own message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'anna verdi@example.com' }, 'email', 'Si prega di inserire un indirizzo email valido'],
      [{ email: 'anna@example' }, 'email', 'Si prega di inserire un indirizzo email valido'],
      [{ phone: 'abc' }, 'phone', 'Inserisci un numero di telefono valido'],
      [{ phone: '12345' }, 'phone', 'Inserisci un numero di telefono valido'],
      [{ topic: 'vendite' }, 'topic', 'Seleziona un argomento'],
      [
        { regolamento_generale_sulla_protezione_dei_dati: false },
        'regolamento_generale_sulla_protezione_dei_dati',
        "È necessario accettare l'informativa sulla privacy",
      ],
    ];
    for (const [change, field, message] of cases) {
      const body = await refused({ ...valid, ...change });
      expect(body.errors, JSON.stringify(change)).toEqual({ [field]: message });
      expect(body.message).toBe(message);
    }
  });

  it('refuses bodies that are not a form object', async () => {
    await refused([]);
    // Plain text is not a form at all: unsupported media type.
    await refused('name=Anna', 415);
    const response = await t.app.inject({
      method: 'POST',
      url: '/backend/api/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('refuses 5,000-character entries without crashing', async () => {
    const long = 'x'.repeat(5000);
    const body = await refused({
      ...valid,
      name: long,
      surname: long,
      email: `${long}@example.com`,
      phone: '1'.repeat(5000),
    });
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'name', 'phone', 'surname']);
  });

  it('stores a valid inquiry and mails it, as text with its HTML alternative, to the support address', async () => {
    const before = await stored();
    const response = await post({
      ...valid,
      name: '  Anna  ',
      phone: '+39 02-1234-5678',
      offers_and_communications: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your inquiry has been submitted successfully!',
    });
    expect(await stored()).toBe(before + 1);
    const [row] = await t.db.select().from(contactInquiries).orderBy(asc(contactInquiries.id)).offset(before);
    expect(row).toMatchObject({
      name: 'Anna',
      surname: 'Verdi',
      email: 'anna.verdi@example.com',
      phone: '+39 02-1234-5678',
      topic: 'coworking',
      privacyConsent: true,
      offersAndCommunications: true,
    });
    const mails = await t.outbox();
    const mail = mails.at(-1) ?? '';
    expect(mail).toMatch(/^To: richieste@scrivania\.test$/m);
    expect(mail).toMatch(/^Reply-To: anna\.verdi@example\.com$/m);
    expect(mail).toMatch(/^Content-Type: text\/plain/m);
    expect(mail).toMatch(/^Content-Type: text\/html/m);
    expect(mail).toContain('Nome: Anna');
    expect(mail).toContain('Telefono: +39 02-1234-5678');
  });

  it('leaves the newsletter choice optional', async () => {
    const { offers_and_communications: _, ...withoutNewsletter } = valid;
    const response = await post(withoutNewsletter);
    expect(response.statusCode).toBe(200);
  });

  it('keeps hostile text as text: HTML and SQL are stored verbatim and never rendered', async () => {
    const name = '<script>alert("x")</script><b>Anna</b>';
    const surname = "Verdi'); DROP TABLE contact_inquiries; --";
    const mailsBefore = (await t.outbox()).length;
    const response = await post({ ...valid, name, surname });
    expect(response.statusCode).toBe(200);
    const rows = await t.db.select().from(contactInquiries).orderBy(asc(contactInquiries.id));
    expect(rows.at(-1)).toMatchObject({ name, surname });
    const mails = await t.outbox();
    expect(mails).toHaveLength(mailsBefore + 1);
    // The text part shows what the visitor typed as it is; the HTML part escapes it, never a tag.
    const mail = mails.at(-1) ?? '';
    const html = mail.slice(mail.indexOf('Content-Type: text/html'));
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Anna</b>');
  });
});
