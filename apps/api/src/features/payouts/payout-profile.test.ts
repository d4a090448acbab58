import { messages } from '@scrivania/core/messages.it';
import { hostPayoutProfileChanges, hostPayoutProfiles } from '@scrivania/db/schema';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionToken, createUser, GUEST_PASSWORD } from '../../test/factories.ts';
import { PERSON_PROFILE, payoutFixtures } from '../../test/payout-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const p = messages.payouts.profile;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fixtures = payoutFixtures(() => t);
const put = (token: string | null, body: unknown) => fixtures.call('PUT', 'host/payout-profile', token, body);
const read = async (token: string) => (await fixtures.call('GET', 'host/payout-profile', token)).json().data;
const storedProfile = async (userId: number) =>
  (await t.db.select().from(hostPayoutProfiles).where(eq(hostPayoutProfiles.userId, userId)))[0];

describe('the host’s payout profile', () => {
  it('starts empty, then keeps what the host saves, compact and in capitals', async () => {
    const host = await fixtures.signedInHost();
    expect(await read(host.token)).toEqual({ profile: null, complete: false, history: [] });
    const saved = await put(host.token, {
      ...PERSON_PROFILE,
      tax_code: 'rssmra85t10a562s',
      iban: 'IT60 X054 2811 1010 0000 0123 456',
      current_password: GUEST_PASSWORD,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(p.saved);
    const data = await read(host.token);
    expect(data.complete).toBe(true);
    expect(data.profile).toMatchObject({
      ...PERSON_PROFILE,
      tax_code: 'RSSMRA85T10A562S',
      iban: 'IT60X0542811101000000123456',
      company_name: null,
      vat_number: null,
    });
    expect(data.history).toHaveLength(1);
    expect(data.history[0]).toMatchObject({ changed_by: host.id });
    expect(data.history[0].fields).toEqual(
      expect.arrayContaining(['legal_type', 'tax_code', 'iban', 'birth_date']),
    );
    expect(data.history[0].fields).not.toContain('company_name');
  });

  it('answers each wrong field in Italian, by name, and saves nothing', async () => {
    const host = await fixtures.signedInHost();
    const answer = await put(host.token, {
      ...PERSON_PROFILE,
      legal_type: 'company',
      company_name: '',
      vat_number: '12345678901',
      tax_code: 'RSSMRA85T10A562T',
      zip: '201',
      iban: 'IT60X0542811101000000123457',
      current_password: GUEST_PASSWORD,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({
      iban: p.ibanInvalid,
      company_name: p.companyNameRequired,
      tax_code: p.taxCodeInvalid,
      vat_number: p.vatNumberInvalid,
      zip: p.zipInvalid,
    });
    const company = await put(host.token, {
      ...PERSON_PROFILE,
      legal_type: 'company',
      company_name: 'Spazi Srl',
      current_password: GUEST_PASSWORD,
    });
    expect(company.json().errors).toEqual({ vat_number: p.vatNumberRequired });
    const person = await put(host.token, {
      ...PERSON_PROFILE,
      birth_date: '',
      current_password: GUEST_PASSWORD,
    });
    expect(person.json().errors).toEqual({ birth_date: p.birthDateRequired });
    expect(await storedProfile(host.id)).toBeUndefined();
  });

  it('takes a company with its partita IVA', async () => {
    const host = await fixtures.signedInHost();
    await fixtures.saveProfile(host.token, {
      ...PERSON_PROFILE,
      legal_type: 'company',
      company_name: 'Spazi Srl',
      tax_code: '12345678903',
      vat_number: 'IT12345678903',
      birth_date: null,
    });
    expect(await storedProfile(host.id)).toMatchObject({ legalType: 'company', vatNumber: '12345678903' });
  });

  it('asks for the current password to set or change the IBAN, mails the change, and keeps the history', async () => {
    const host = await fixtures.signedInHost();
    const first = await put(host.token, PERSON_PROFILE);
    expect(first.statusCode).toBe(400);
    expect(first.json().errors).toEqual({ current_password: messages.account.currentPassword.forBank });
    expect(await storedProfile(host.id)).toBeUndefined();
    await fixtures.saveProfile(host.token);

    // Another field changes without the password.
    const movedProfile = { ...PERSON_PROFILE, address: 'Via Milano 2', city: 'Bergamo', province: 'BG' };
    const moved = await put(host.token, movedProfile);
    expect(moved.statusCode, moved.body).toBe(200);

    const newIban = 'IT07X0542811101000000654321';
    const wrong = await put(host.token, { ...movedProfile, iban: newIban, current_password: 'sbagliata' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: messages.account.currentPassword.wrong });
    expect((await storedProfile(host.id))?.iban).toBe(PERSON_PROFILE.iban);
    const changed = await put(host.token, {
      ...movedProfile,
      iban: newIban,
      current_password: GUEST_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await storedProfile(host.id))?.iban).toBe(newIban);

    const history = await t.db
      .select()
      .from(hostPayoutProfileChanges)
      .where(eq(hostPayoutProfileChanges.userId, host.id))
      .orderBy(asc(hostPayoutProfileChanges.id));
    expect(history.map((change) => change.fields)).toEqual([
      expect.arrayContaining(['iban']),
      ['address', 'city', 'province'],
      ['iban'],
    ]);
    expect(history[2]?.values).toEqual({ iban: newIban });
    // Saving the same again changes nothing and adds nothing.
    await put(host.token, { ...movedProfile, iban: newIban });
    expect(
      await t.db.select().from(hostPayoutProfileChanges).where(eq(hostPayoutProfileChanges.userId, host.id)),
    ).toHaveLength(3);

    const notices = (await t.outbox()).filter(
      (mail) => mail.includes(`To: ${host.email}`) && mail.includes('4321'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).not.toContain(newIban);
  });

  it('is a host’s own: guests are refused, visitors asked to sign in, and a host never reads another’s', async () => {
    const owner = await fixtures.signedInHost();
    await fixtures.saveProfile(owner.token);
    const other = await fixtures.signedInHost();
    expect((await read(other.token)).profile).toBeNull();
    const guest = await createUser(t.db);
    const guestToken = await createSessionToken(t.db, guest.id, t.app.config.sessionSecret);
    expect((await fixtures.call('GET', 'host/payout-profile', guestToken)).statusCode).toBe(403);
    expect((await put(guestToken, { ...PERSON_PROFILE, current_password: GUEST_PASSWORD })).statusCode).toBe(
      403,
    );
    expect((await fixtures.call('GET', 'host/payout-profile', null)).statusCode).toBe(401);
    expect((await put(null, PERSON_PROFILE)).statusCode).toBe(401);
    expect(await storedProfile(guest.id)).toBeUndefined();
  });
});
