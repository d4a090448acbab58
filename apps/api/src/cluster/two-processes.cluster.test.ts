import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DbHandle, openDb } from '@scrivania/db/client';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, createBookableProperty } from '../test/booking-fixtures.ts';
import {
  type BuiltServer,
  ensureBuilt,
  repoRoot,
  startBuiltServer,
  waitUntilReady,
} from '../test/built-server.ts';
import {
  createCategory,
  createHostUser,
  daysFromToday,
  GUEST_PASSWORD,
  guestPasswordHash,
} from '../test/factories.ts';
import { databaseUrl } from '../test/global-setup.ts';
import { readableMail } from '../test/mail-text.ts';
import { type StripeDouble, startStripeDouble } from '../test/payment-doubles.ts';
import { withAdminDatabase } from '../test/postgres-admin.ts';
import { profileForm, validProfile } from '../test/profile-form.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from '../test/round-robin-proxy.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { changeUnheardThenDropListeners } from '../test/unheard-change.ts';

/**
 * Issue 30's proof: two processes of the built server (`npm run serve`) started at the same moment on
 * one new PostgreSQL database, each with its own data dir, sharing the session secret and an
 * S3-protocol bucket, behind a round-robin proxy. Runs only where a PostgreSQL server answers.
 */

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORTS = { proxy: 4920, a: 4921, b: 4922, s3: 4923, faulty: 4924 };

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const postgres = await postgresAnswers();
if (!postgres)
  console.warn(
    `Cluster test skipped: no PostgreSQL answers at ${new URL(SERVER_URL).host} (set TEST_DATABASE_URL).`,
  );

/** The fault flag of a process that exits right after a guest's cancellation commits (issue 30, section 6). */
const FAULT_FLAG = 'FAULT_EXIT_AFTER_COMMIT';

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers of many routes, read field by field
  body: any;
}

async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; body?: Request } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    headers['content-type'] = options.body.headers.get('content-type') ?? '';
    body = Buffer.from(await options.body.arrayBuffer());
  }
  const response = await fetch(`${base}${url}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body: parsed };
}

interface Mail {
  /** The data dir of the process that sent it. */
  dataDir: string;
  to: string;
  subject: string;
  messageId: string;
  text: string;
}

const header = (mail: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.split(/\r?\n\r?\n/)[0] ?? '')?.[1]?.trim() ?? '';

describe.skipIf(!postgres)('two processes on one PostgreSQL behind a round-robin proxy', () => {
  const database = `cluster_${randomBytes(5).toString('hex')}`;
  const url = databaseUrl(SERVER_URL, database);
  const dataDirs: string[] = [];
  let handle: DbHandle;
  let sqlPool: pg.Pool;
  let s3: TestS3Server;
  let stripe: StripeDouble;
  let proxy: RoundRobinProxy;
  let env: Record<string, string>;
  const servers: { a?: BuiltServer; b?: BuiltServer } = {};
  const everyServer: BuiltServer[] = [];
  let host: { id: number; email: string; token: string };
  let instant: { id: number };
  let onRequest: { id: number };

  const a = () => servers.a as BuiltServer;
  const b = () => servers.b as BuiltServer;
  const rows = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await sqlPool.query<T>(text, values)).rows;

  function start(name: string, port: number, dataDir: string, extra: Record<string, string> = {}) {
    const server = startBuiltServer({ name, port, dataDir, env: { ...env, ...extra } });
    everyServer.push(server);
    return server;
  }

  /** Every mail any process wrote to its sandbox outbox. */
  async function mails(): Promise<Mail[]> {
    const found: Mail[] = [];
    for (const dir of dataDirs) {
      const outbox = path.join(dir, 'outbox');
      for (const name of await readdir(outbox).catch(() => [])) {
        if (!name.endsWith('.eml')) continue;
        const text = readableMail(await readFile(path.join(outbox, name), 'utf8'));
        found.push({
          dataDir: dir,
          to: header(text, 'To'),
          subject: header(text, 'Subject'),
          messageId: header(text, 'Message-ID'),
          text,
        });
      }
    }
    return found;
  }
  const mailsWith = async (subject: string) => (await mails()).filter((mail) => mail.subject === subject);

  /**
   * Nothing due waits in the queue and no process is running a job. `exceptLocked`: jobs a process
   * holds are left out, for after a process was killed (what it held stays locked for hours).
   */
  async function queueIdle(options: { exceptLocked?: boolean } = {}): Promise<void> {
    const running = options.exceptLocked ? 'false' : 'locked_at IS NOT NULL';
    await expect
      .poll(
        async () =>
          (
            await rows<{ n: number }>(
              `SELECT count(*)::int AS n FROM graphile_worker.jobs
               WHERE ${running} OR (locked_at IS NULL AND run_at <= now() AND attempts < max_attempts)`,
            )
          )[0]?.n,
        { timeout: 20_000, interval: 50 },
      )
      .toBe(0);
  }

  async function guest(server: BuiltServer) {
    const id = randomBytes(4).toString('hex');
    const user = {
      name: `Ospite ${id}`,
      username: `ospite${id}`,
      email: `ospite${id}@example.com`,
      password: 'Segreta123!',
      assign_role: 'visitor',
    };
    expect((await call(server.url, 'POST', '/backend/api/register', { json: user })).status).toBe(200);
    const login = await call(server.url, 'POST', '/backend/api/login', { json: user });
    expect(login.status).toBe(200);
    return { email: user.email, token: login.body.token as string };
  }

  async function book(
    server: BuiltServer,
    token: string,
    email: string,
    listingId: number,
    days: [number, number],
  ) {
    return call(server.url, 'POST', '/backend/api/booking/store', {
      token,
      json: bookingPayload(listingId, {
        email,
        start_date: daysFromToday(days[0]),
        end_date: daysFromToday(days[1]),
      }),
    });
  }

  /**
   * Pays a booking by card (Stripe in test mode: the local double): the intent made through `first`,
   * the payment confirmed through each of `confirmers` at once. Answers the confirmations' statuses.
   */
  async function pay(
    first: BuiltServer,
    confirmers: BuiltServer[],
    token: string,
    booking: { _id: number; payable_amount: number },
  ) {
    const bookingId = booking._id;
    const intent = await call(first.url, 'POST', '/backend/api/payment/stripe', {
      token,
      json: { booking_id: bookingId, amount: booking.payable_amount, currency: 'EUR' },
    });
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
    const intentId = String(intent.body.clientSecret).split('_secret_')[0] ?? '';
    stripe.succeed(intentId);
    const confirmed = await Promise.all(
      confirmers.map((server) =>
        call(server.url, 'POST', '/backend/api/payment/stripe/confirm', {
          token,
          json: { booking_id: bookingId, payment_intent_id: intentId },
        }),
      ),
    );
    return confirmed.map((answer) => answer.status);
  }

  beforeAll(async () => {
    await ensureBuilt();
    await withAdminDatabase(SERVER_URL, (admin) => admin.query(`CREATE DATABASE ${database}`));
    s3 = await startS3Server({ port: PORTS.s3 });
    stripe = await startStripeDouble();
    for (let i = 0; i < 3; i++) dataDirs.push(await mkdtemp(path.join(tmpdir(), 'scrivania-cluster-')));
    env = {
      DATABASE_URL: url,
      SESSION_SECRET: randomBytes(48).toString('base64url'),
      PUBLIC_URL: `http://127.0.0.1:${PORTS.proxy}`,
      PAYMENTS_MODE: 'sandbox',
      STRIPE_SECRET_KEY: 'sk_test_cluster',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_cluster',
      STRIPE_WEBHOOK_SECRET: 'whsec_cluster',
      STRIPE_API_URL: stripe.url,
      LOG_LEVEL: 'warn',
      ...s3.env,
    };
    // At the same moment, on a database with no table yet: both migrate, one after the other.
    servers.a = start('A', PORTS.a, dataDirs[0] ?? '');
    servers.b = start('B', PORTS.b, dataDirs[1] ?? '');
    await Promise.all([waitUntilReady(a()), waitUntilReady(b())]);
    proxy = await startRoundRobinProxy(PORTS.proxy, [a().url, b().url]);

    handle = await openDb({ kind: 'postgres', url });
    sqlPool = new pg.Pool({ connectionString: url, max: 4 });
    const hostUser = await createHostUser(handle.db, { passwordHash: await guestPasswordHash() });
    const hostLogin = await call(a().url, 'POST', '/backend/api/login', {
      json: { email: hostUser.email, password: GUEST_PASSWORD },
    });
    host = { id: hostUser.id, email: hostUser.email, token: hostLogin.body.token };
    instant = await createBookableProperty(handle.db, { hostId: hostUser.id });
    onRequest = await createBookableProperty(handle.db, { hostId: hostUser.id, bookingMode: 'request' });
  }, 240_000);

  afterAll(async () => {
    await Promise.all(everyServer.map((server) => server.stop()));
    await proxy?.close();
    await sqlPool?.end();
    await handle?.close();
    await s3?.close();
    await stripe?.close();
    await withAdminDatabase(SERVER_URL, (admin) =>
      admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
    );
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('both come up healthy and ready, with one journal row per migration', async () => {
    for (const server of [a(), b()]) {
      expect((await call(server.url, 'GET', '/backend/api/health')).status).toBe(200);
      expect((await call(server.url, 'GET', '/backend/api/ready')).body).toMatchObject({ status: 'ready' });
    }
    const journal = JSON.parse(
      await readFile(path.join(repoRoot, 'packages/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [applied] = await rows<{ n: number; hashes: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS hashes FROM drizzle.__drizzle_migrations',
    );
    expect(applied).toEqual({ n: journal.entries.length, hashes: journal.entries.length });
  });

  it('a session signed in on one process is honoured by the other', async () => {
    const onA = await guest(a());
    const onB = await guest(b());
    for (const [who, server] of [
      [onA, b()],
      [onB, a()],
    ] as const) {
      const profile = await call(server.url, 'GET', '/backend/api/profile', { token: who.token });
      expect(profile.status).toBe(200);
      expect(profile.body.data.email).toBe(who.email);
    }
  });

  it('a photo uploaded through one process is served by the other', async () => {
    const visitor = await guest(a());
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const form = new Request(a().url, {
      method: 'POST',
      body: profileForm({ ...validProfile, email: visitor.email }, { avatar: photo }),
    });
    const saved = await call(a().url, 'POST', '/backend/api/profile/update', {
      token: visitor.token,
      body: form,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const avatar = (await call(a().url, 'GET', '/backend/api/profile', { token: visitor.token })).body.data
      .avatar;
    const served = await fetch(`${b().url}/backend/images/${avatar}`);
    expect(served.status).toBe(200);
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
    expect(s3.writes()).toContain(`images/${avatar}`);
  });

  it('a booking made on one process refuses the same dates on the other at once', async () => {
    const first = await guest(a());
    const second = await guest(b());
    const held = await book(a(), first.token, first.email, instant.id, [5, 7]);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const refused = await book(b(), second.token, second.email, instant.id, [5, 7]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('La struttura non è disponibile per le date selezionate.');
  });

  it('a lapsed hold expires once for both processes: one status change, one mail to each side', async () => {
    const visitor = await guest(b());
    const asked = await book(b(), visitor.token, visitor.email, onRequest.id, [8, 9]);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const booking = asked.body.booking as { _id: number; booking_no: string; status: string };
    expect(booking.status).toBe('requested');
    await rows("UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [
      booking._id,
    ]);

    // The periodic sweep, queued twice as two processes' crons might, while the host reads on both.
    await Promise.all([
      rows(`SELECT graphile_worker.add_job('holds.expire')`),
      rows(`SELECT graphile_worker.add_job('holds.expire')`),
      call(a().url, 'GET', '/backend/api/host/bookings', { token: host.token }),
      call(b().url, 'GET', '/backend/api/host/bookings', { token: host.token }),
    ]);
    await queueIdle();
    const changes = await rows<{ to_status: string }>(
      'SELECT to_status FROM booking_status_changes WHERE booking_id = $1 ORDER BY id',
      [booking._id],
    );
    expect(changes.map((change) => change.to_status)).toEqual(['requested', 'expired']);
    const lapsed = await mailsWith(`Richiesta ${booking.booking_no} scaduta`);
    expect(lapsed.map((mail) => mail.to).sort()).toEqual([host.email, visitor.email].sort());
  });

  it('a paid booking gives one invoice and one transmission, paid on both processes at once', async () => {
    const visitor = await guest(a());
    const held = await book(a(), visitor.token, visitor.email, instant.id, [12, 13]);
    expect(held.status).toBe(200);
    const bookingId = held.body.booking._id as number;
    expect(await pay(a(), [a(), b()], visitor.token, held.body.booking)).toEqual([200, 200]);
    await queueIdle();
    const invoices = await rows<{ file_name: string }>(
      "SELECT file_name FROM invoices WHERE booking_id = $1 AND kind = 'invoice'",
      [bookingId],
    );
    expect(invoices).toHaveLength(1);
    const fileName = invoices[0]?.file_name;
    await expect.poll(() => s3.writes().filter((key) => key === `invoices/${fileName}`).length).toBe(1);
    const booked = await mailsWith(`Prenotazione ${held.body.booking.booking_no} confermata`);
    expect(booked).toHaveLength(1);
  });

  it('caches drop what they kept when their LISTEN connections are killed', async () => {
    // The new category's own announcement is let through first, so the menus read below stay kept.
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    await listener.query('LISTEN scrivania_chat');
    const announced = new Promise((resolve) => listener.once('notification', resolve));
    const category = await createCategory(handle.db);
    await announced;
    await listener.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const menuOf = async (server: BuiltServer) =>
      ((await call(server.url, 'GET', '/backend/api/menu')).body.data as { category_name: string }[]).map(
        (entry) => entry.category_name,
      );
    await expect.poll(() => menuOf(a())).toContain(category.name);
    await expect.poll(() => menuOf(b())).toContain(category.name);
    const killed = await changeUnheardThenDropListeners(
      url,
      (tool) =>
        tool.query('UPDATE categories SET name = $1 WHERE id = $2', ['Sale Mai Annunciate', category.id]),
      async () => {
        expect(await menuOf(a())).not.toContain('Sale Mai Annunciate');
        expect(await menuOf(b())).not.toContain('Sale Mai Annunciate');
      },
    );
    expect(killed).toBe(2);
    await expect.poll(() => menuOf(a()), { timeout: 3_000, interval: 50 }).toContain('Sale Mai Annunciate');
    await expect.poll(() => menuOf(b()), { timeout: 3_000, interval: 50 }).toContain('Sale Mai Annunciate');
  });

  it('a rolling restart under a steady stream of reads through the proxy answers no 5xx', async () => {
    const reads = ['/backend/api/health', '/backend/api/menu', '/backend/api/explore-property', '/'];
    const statuses: Record<number, number> = {};
    const failures: string[] = [];
    let running = true;
    const reader = async (offset: number) => {
      for (let i = offset; running && i < offset + 20_000; i++) {
        const read = reads[i % reads.length];
        const response = await fetch(`${proxy.url}${read}`);
        const text = await response.text();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status >= 500) failures.push(`${response.status} ${read}: ${text.slice(0, 200)}`);
      }
    };
    const readers = [0, 1, 2, 3].map((offset) => reader(offset));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      await pause(500);
      for (const [key, port, dataDir] of [
        ['a', PORTS.a, dataDirs[0]],
        ['b', PORTS.b, dataDirs[1]],
      ] as const) {
        const old = servers[key] as BuiltServer;
        expect(await old.stop(), old.output()).toBe(0);
        const next = start(`${old.name}'`, port, dataDir ?? '');
        servers[key] = next;
        await waitUntilReady(next);
        await pause(500);
      }
    } finally {
      running = false;
      await Promise.all(readers);
    }
    const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it.skipIf(!postgres)(
    'a process that dies right after a cancellation commits leaves its mails and refund to the survivors, done once',
    async () => {
      const faulty = start('C', PORTS.faulty, dataDirs[2] ?? '', { [FAULT_FLAG]: 'booking-cancel' });
      await waitUntilReady(faulty);
      const visitor = await guest(a());
      const held = await book(a(), visitor.token, visitor.email, instant.id, [20, 21]);
      const booking = held.body.booking as { _id: number; booking_no: string; payable_amount: number };
      expect(await pay(a(), [b()], visitor.token, booking)).toEqual([200]);
      // The faulty process holds no job when it dies, so what it leaves behind is the cancellation's alone.
      await queueIdle();
      const refundsAsked = stripe.refundRequests();

      const cancelling = await fetch(`${faulty.url}/backend/api/booking/${booking._id}/cancel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${visitor.token}`, 'content-type': 'application/json' },
        body: '{}',
      }).then(
        (response) => response.status,
        () => 'no answer',
      );
      expect(cancelling).toBe('no answer');
      expect(await faulty.exited).toBe(75);
      const [row] = await rows<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [
        booking._id,
      ]);
      expect(row?.status).toBe('cancelled');

      await expect
        .poll(
          async () =>
            (
              await rows("SELECT 1 FROM refunds WHERE booking_id = $1 AND status = 'succeeded'", [
                booking._id,
              ])
            ).length,
          {
            timeout: 20_000,
          },
        )
        .toBe(1);
      await expect
        .poll(async () => (await mailsWith(`Prenotazione ${booking.booking_no} annullata`)).length, {
          timeout: 20_000,
        })
        .toBe(1);
      await queueIdle({ exceptLocked: true });
      expect(stripe.refundRequests() - refundsAsked).toBe(1);
      const guestMails = await mailsWith(`Prenotazione ${booking.booking_no} annullata`);
      const hostMails = await mailsWith(`Prenotazione annullata: ${booking.booking_no}`);
      expect(guestMails.map((mail) => mail.to)).toEqual([visitor.email]);
      expect(hostMails.map((mail) => mail.to)).toEqual([host.email]);
      for (const mail of [...guestMails, ...hostMails]) expect(mail.dataDir).not.toBe(faulty.dataDir);
    },
  );

  it('sends no mail twice', async () => {
    const ids = (await mails()).map((mail) => mail.messageId);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
