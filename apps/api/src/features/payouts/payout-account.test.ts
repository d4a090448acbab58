import { messages } from '@scrivania/core/messages.it';
import { hostPayoutAccounts, hostPayoutProfiles, paymentEvents } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionToken, createUser } from '../../test/factories.ts';
import { payoutFixtures } from '../../test/payout-fixtures.ts';
import { CONNECT_WEBHOOK_SECRET, stripeSandbox } from '../../test/stripe-sandbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const s = messages.payouts.sandbox;

describe('the card payout account in the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const fixtures = payoutFixtures(() => t);
  const status = async (token: string) =>
    (await fixtures.call('GET', 'host/payout-account', token)).json().data;

  it('refuses the onboarding until the payout profile is complete', async () => {
    const host = await fixtures.signedInHost();
    expect(await status(host.token)).toEqual({
      status: 'not_started',
      payouts_enabled: false,
      requirements: [],
      mode: 'sandbox',
    });
    const refused = await fixtures.call('POST', 'host/payout-account/onboarding', host.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.payouts.account.profileIncomplete);
    expect(
      await t.db.select().from(hostPayoutAccounts).where(eq(hostPayoutAccounts.userId, host.id)),
    ).toEqual([]);
  });

  it('plays Stripe’s onboarding on a page of this site: ‘Completa la verifica’ enables the account', async () => {
    const host = await fixtures.signedInHost();
    await fixtures.saveProfile(host.token);
    const link = await fixtures.call('POST', 'host/payout-account/onboarding', host.token);
    expect(link.statusCode, link.body).toBe(200);
    const url = new URL(link.json().data.url);
    expect(url.origin).toBe(t.app.config.publicUrl);
    expect((await status(host.token)).status).toBe('pending');

    const page = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(s.badge);
    expect(page.body).toContain(s.complete);
    // The form posts back to the page's own origin, which the content security policy allows.
    expect(page.body).toContain(`action="${url.pathname}"`);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('Luca Ferri');
    // Only the end of the IBAN, as on any shared screen.
    expect(page.body).toContain('3456');
    expect(page.body).not.toContain('IT60X0542811101000000123456');

    const done = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${t.app.config.publicUrl}/host/payouts?onboarding=return`);
    expect(await status(host.token)).toEqual({
      status: 'enabled',
      payouts_enabled: true,
      requirements: [],
      mode: 'sandbox',
    });
    // The link is single-use.
    const again = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain(s.expired);
    expect((await t.app.inject({ method: 'POST', url: url.pathname })).statusCode).toBe(404);
  });

  it('gives a fresh link each time; an older one no longer works, and a guessed one never does', async () => {
    const host = await fixtures.signedInHost();
    await fixtures.saveProfile(host.token);
    const first = new URL(
      (await fixtures.call('POST', 'host/payout-account/onboarding', host.token)).json().data.url,
    );
    const second = new URL(
      (await fixtures.call('POST', 'host/payout-account/onboarding', host.token)).json().data.url,
    );
    expect(second.pathname).not.toBe(first.pathname);
    expect((await t.app.inject({ method: 'POST', url: first.pathname })).statusCode).toBe(404);
    const guessed = await t.app.inject({
      method: 'POST',
      url: '/backend/api/payout-sandbox/onboarding/indovinato',
    });
    expect(guessed.statusCode).toBe(404);
    expect((await status(host.token)).status).toBe('pending');
  });

  it('refuses on its page while the profile is incomplete', async () => {
    const host = await fixtures.signedInHost();
    await fixtures.saveProfile(host.token);
    const url = new URL(
      (await fixtures.call('POST', 'host/payout-account/onboarding', host.token)).json().data.url,
    );
    await t.db.delete(hostPayoutProfiles).where(eq(hostPayoutProfiles.userId, host.id));
    const page = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(page.body).toContain(messages.payouts.account.profileIncomplete);
    expect(page.body).not.toContain(s.complete);
    const refused = await t.app.inject({ method: 'POST', url: url.pathname });
    expect(refused.statusCode).toBe(409);
    expect((await status(host.token)).status).toBe('pending');
  });

  it('is for hosts only', async () => {
    const guest = await createUser(t.db);
    const token = await createSessionToken(t.db, guest.id, t.app.config.sessionSecret);
    expect((await fixtures.call('GET', 'host/payout-account', token)).statusCode).toBe(403);
    expect((await fixtures.call('POST', 'host/payout-account/onboarding', token)).statusCode).toBe(403);
    expect((await fixtures.call('POST', 'host/payout-account/onboarding', null)).statusCode).toBe(401);
  });
});

describe('the card payout account with Stripe Connect', () => {
  const stripe = stripeSandbox();
  const fixtures = payoutFixtures(stripe.t);
  const status = async (token: string) =>
    (await fixtures.call('GET', 'host/payout-account', token)).json().data;
  const accountOf = async (hostId: number) =>
    (await stripe.t().db.select().from(hostPayoutAccounts).where(eq(hostPayoutAccounts.userId, hostId)))[0];
  const accountEvent = (account: object, created: number, id?: string) => ({
    ...stripe.stripeEvent('account.updated', account, id),
    created,
  });

  it('opens one Express account and hands out Stripe’s onboarding link; no sandbox page exists', async () => {
    const host = await fixtures.signedInHost();
    await fixtures.saveProfile(host.token);
    const [one, two] = await Promise.all([
      fixtures.call('POST', 'host/payout-account/onboarding', host.token),
      fixtures.call('POST', 'host/payout-account/onboarding', host.token),
    ]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    expect(one.json().data.url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    const opened = [...stripe.stripeApi().accounts.values()].filter(
      (a) => a.metadata.host_id === String(host.id),
    );
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      type: 'express',
      country: 'IT',
      business_type: 'individual',
      email: host.email,
    });
    expect(await status(host.token)).toMatchObject({
      status: 'pending',
      mode: 'stripe',
      payouts_enabled: false,
    });
    expect((await status(host.token)).requirements).toContain('external_account');
    const sandboxPage = await stripe.t().app.inject({
      method: 'GET',
      url: '/backend/api/payout-sandbox/onboarding/qualsiasi',
    });
    expect(sandboxPage.statusCode).toBe(404);
    expect(sandboxPage.headers['content-type']).toContain('application/json');
  });

  it('follows signed account.updated events, once each, never going back to an older state', async () => {
    const host = await fixtures.signedInHost();
    await fixtures.saveProfile(host.token);
    await fixtures.call('POST', 'host/payout-account/onboarding', host.token);
    const accountId = (await accountOf(host.id))?.accountId ?? '';
    const pendingState = structuredClone(stripe.stripeApi().accounts.get(accountId));
    const enabled = stripe.stripeApi().completeOnboarding(accountId);
    const now = Math.floor(Date.now() / 1000);

    const unsigned = await stripe.webhook(accountEvent(enabled, now), { sign: false });
    expect(unsigned.statusCode).toBe(400);
    expect((await status(host.token)).status).toBe('pending');

    const event = accountEvent(enabled, now, `evt_account_${host.id}`);
    expect((await stripe.webhook(event)).statusCode).toBe(200);
    expect(await status(host.token)).toEqual({
      status: 'enabled',
      payouts_enabled: true,
      requirements: [],
      mode: 'stripe',
    });

    // The same event again, and an older one arriving late, change nothing.
    expect((await stripe.webhook(event)).statusCode).toBe(200);
    expect((await stripe.webhook(accountEvent(pendingState ?? {}, now - 60))).statusCode).toBe(200);
    expect((await status(host.token)).status).toBe('enabled');
    const recorded = await stripe
      .t()
      .db.select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `evt_account_${host.id}`));
    expect(recorded).toHaveLength(1);

    // Stripe holds the account back later: the host sees what it asks for.
    const held = {
      ...enabled,
      payouts_enabled: false,
      requirements: {
        currently_due: ['individual.verification.document'],
        past_due: ['individual.verification.document'],
        disabled_reason: 'requirements.past_due',
      },
    };
    expect((await stripe.webhook(accountEvent(held, now + 60))).statusCode).toBe(200);
    expect(await status(host.token)).toEqual({
      status: 'restricted',
      payouts_enabled: false,
      requirements: ['individual.verification.document'],
      mode: 'stripe',
    });
  });

  it('takes an account’s event signed for the Connect endpoint, and none signed with another secret', async () => {
    const host = await fixtures.signedInHost();
    await fixtures.saveProfile(host.token);
    await fixtures.call('POST', 'host/payout-account/onboarding', host.token);
    const accountId = (await accountOf(host.id))?.accountId ?? '';
    const enabled = stripe.stripeApi().completeOnboarding(accountId);
    const now = Math.floor(Date.now() / 1000);

    const forged = await stripe.webhook(accountEvent(enabled, now), { secret: 'whsec_qualcun_altro' });
    expect(forged.statusCode).toBe(400);
    expect((await status(host.token)).status).toBe('pending');

    const connect = await stripe.webhook(accountEvent(enabled, now), { secret: CONNECT_WEBHOOK_SECRET });
    expect(connect.statusCode).toBe(200);
    expect((await status(host.token)).status).toBe('enabled');
  });

  it('records an event about an account that is not a host’s and changes nothing', async () => {
    const stranger = {
      id: 'acct_sconosciuto',
      object: 'account',
      payouts_enabled: true,
      details_submitted: true,
    };
    const answer = await stripe.webhook(
      accountEvent(stranger, Math.floor(Date.now() / 1000), 'evt_sconosciuto'),
    );
    expect(answer.statusCode).toBe(200);
    expect(
      await stripe.t().db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_sconosciuto')),
    ).toHaveLength(1);
  });
});
