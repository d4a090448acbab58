import { chatMessages, users } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApi, chatCast, type Person } from '../../test/chat-helpers.ts';
import { jobsOf, tryAgainNow } from '../../test/job-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { unreadMessagesMailTask } from './chat-mail-jobs.ts';

let t: TestApp;
let api: ReturnType<typeof chatApi>;
const DELAY_MS = 10 * 60_000;

beforeAll(async () => {
  t = await createTestApp({ config: { chatMailDelayMs: DELAY_MS } });
  api = chatApi(t);
});
afterAll(() => t.close());

const emailOf = async (person: Person) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, person.id)))[0]?.email ?? '';

/** Runs the conversation's mail job now, as the queue would once its time comes, and answers its mails. */
async function runMailJobs(to: Person) {
  for (const job of await jobsOf(t, unreadMessagesMailTask.name)) await tryAgainNow(t, job.id);
  const address = await emailOf(to);
  return (await t.outbox()).filter((mail) => mail.includes(address) && mail.includes('Nuovo messaggio da'));
}

describe('chat: a mail about messages left unread (issue 32)', () => {
  it('waits the quiet period after the oldest unread message, then mails once for all of them', async () => {
    const { guest, host } = await chatCast(t);
    const before = Date.now();
    expect((await api.send(guest, host, 'Buongiorno, è libero lunedì?')).statusCode).toBe(200);
    expect((await api.send(guest, host, 'Siamo in tre.\nServe un proiettore.')).statusCode).toBe(200);

    const [job, ...others] = await jobsOf(t, unreadMessagesMailTask.name);
    expect(others).toHaveLength(0);
    expect(job?.state).toBe('waiting');
    const due = Date.parse(job?.runAt ?? '');
    expect(due).toBeGreaterThanOrEqual(before + DELAY_MS - 1_000);
    expect(due).toBeLessThan(Date.now() + DELAY_MS);
    expect((await t.outbox()).filter((mail) => mail.includes('Nuovo messaggio da'))).toHaveLength(0);

    const mails = await runMailJobs(host);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toContain(`Nuovo messaggio da ${guest.name}`);
    expect(mail).toContain(`${guest.name} ti ha scritto 2 messaggi su Scrivania che non hai ancora letto.`);
    expect(mail).toContain('«Siamo in tre.»');
    expect(mail).toContain('«Serve un proiettore.»');
    expect(mail).not.toContain('Buongiorno, è libero lunedì?');
    expect(mail).toContain(`/Chatboat?user=${guest.id}`);
    expect(mail).toContain('Content-Type: text/html');

    // Mailed once: the job ran, and running the pair's jobs again mails nothing more.
    expect(await jobsOf(t, unreadMessagesMailTask.name)).toHaveLength(0);
    expect(await runMailJobs(host)).toHaveLength(1);
  });

  it('keeps a conversation to one mail per quiet period, counted from its last mail', async () => {
    const { guest, host } = await chatCast(t);
    expect((await api.send(guest, host, 'È libero sabato?')).statusCode).toBe(200);
    expect((await api.send(host, guest, 'Sì, è libero.')).statusCode).toBe(200);
    expect(await runMailJobs(guest)).toHaveLength(1);
    const [mailed] = await t.db
      .select({ at: chatMessages.mailedAt })
      .from(chatMessages)
      .where(eq(chatMessages.senderId, host.id));
    expect(mailed?.at).toBeInstanceOf(Date);

    expect((await api.send(host, guest, 'Vi aspetto alle 9.')).statusCode).toBe(200);
    const [job, ...others] = await jobsOf(t, unreadMessagesMailTask.name);
    expect(others).toHaveLength(0);
    expect(Date.parse(job?.runAt ?? '')).toBeGreaterThanOrEqual(
      (mailed?.at?.getTime() ?? 0) + DELAY_MS - 1_000,
    );
    const mails = await runMailJobs(guest);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain(
      `${host.name} ti ha scritto un messaggio su Scrivania che non hai ancora letto.`,
    );
    expect(mails[1]).toContain('«Vi aspetto alle 9.»');
  });

  it('mails nothing when the receiver read the messages before the quiet period ended', async () => {
    const { guest, host } = await chatCast(t);
    expect((await api.send(guest, host, 'Ci sono parcheggi vicini?')).statusCode).toBe(200);
    expect((await api.history(host, guest)).statusCode).toBe(200);
    expect(await runMailJobs(host)).toHaveLength(0);
    expect(await jobsOf(t, unreadMessagesMailTask.name)).toHaveLength(0);
  });

  it('names the space the conversation is about and leaves the sender out of it', async () => {
    const { guest, host, property } = await chatCast(t);
    const sent = await api.send(guest, host, 'Domanda sulla sala', { property_id: property.id });
    expect(sent.statusCode).toBe(200);
    const [mail] = await runMailJobs(host);
    expect(mail).toContain(`Riguardo a ${property.name}.`);
    expect(await runMailJobs(guest)).toHaveLength(0);
  });
});
