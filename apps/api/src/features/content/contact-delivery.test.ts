import { contactInquiries } from '@scrivania/db/schema';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { validInquiry as valid } from '../../test/contact-fixtures.ts';
import { createContactPage } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('contact form when the mail cannot go out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('still answers success once the inquiry is stored, when the mailer fails', async () => {
    await createContactPage(t.db);
    const failing = await buildApp({
      config: t.app.config,
      db: t.db,
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
      logger: false,
    });
    try {
      const response = await failing.inject({
        method: 'POST',
        url: '/backend/api/contact-us',
        payload: valid,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Your inquiry has been submitted successfully!',
      });
      expect((await t.db.select({ n: count() }).from(contactInquiries))[0]?.n).toBe(1);
    } finally {
      await failing.close();
    }
  });
});

describe('contact form without a contact page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the inquiry and answers success even with no support address to mail', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/backend/api/contact-us', payload: valid });
    expect(response.statusCode).toBe(200);
    expect((await t.db.select({ n: count() }).from(contactInquiries))[0]?.n).toBe(1);
    expect(await t.outbox()).toEqual([]);
  });
});
