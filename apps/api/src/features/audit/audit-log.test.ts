import { messages } from '@scrivania/core/messages.it';
import { auditLog, faqs } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../test/admin-fixtures.ts';
import { createFaq } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordedChange } from './audit-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = (query: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/backend/api/admin/audit-log${query}`, headers });

describe('a console change', () => {
  it('is written with its record, before and after, in one transaction', async () => {
    const admin = await createSignedInAdmin(t);
    const faq = await createFaq(t.db, { question: 'Prima?', answer: 'Sì.' });
    await recordedChange(
      t.db,
      admin.id,
      { kind: 'faq.update', targetType: 'faq', targetId: faq.id },
      async (tx) => {
        const [after] = await tx
          .update(faqs)
          .set({ question: 'Dopo?' })
          .where(eq(faqs.id, faq.id))
          .returning();
        return { before: { question: faq.question }, after: { question: after?.question }, result: after };
      },
    );
    const answer = await list(`?actor_id=${admin.id}`, admin.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      page: 1,
      has_more: false,
      items: [
        {
          kind: 'faq.update',
          target_type: 'faq',
          target_id: String(faq.id),
          actor: { _id: admin.id, name: admin.name, email: admin.email },
          before: { question: 'Prima?' },
          after: { question: 'Dopo?' },
        },
      ],
    });
  });

  it('that fails leaves neither the change nor a record', async () => {
    const admin = await createSignedInAdmin(t);
    const faq = await createFaq(t.db, { question: 'Intatta?', answer: 'Sì.' });
    await expect(
      recordedChange(
        t.db,
        admin.id,
        { kind: 'faq.delete', targetType: 'faq', targetId: faq.id },
        async (tx) => {
          await tx.delete(faqs).where(eq(faqs.id, faq.id));
          throw new Error('rifiutata a metà');
        },
      ),
    ).rejects.toThrow('rifiutata a metà');
    expect(await t.db.select().from(faqs).where(eq(faqs.id, faq.id))).toHaveLength(1);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.id))).toEqual([]);
  });
});

describe('GET /admin/audit-log', () => {
  it('filters by kind and pages newest first', async () => {
    const admin = await createSignedInAdmin(t);
    for (const question of ['uno', 'due', 'tre']) {
      await recordedChange(t.db, admin.id, { kind: 'faq.create', targetType: 'faq' }, async (tx) => {
        const [row] = await tx.insert(faqs).values({ question, answer: 'x' }).returning();
        return { before: null, after: { question }, result: row, targetId: row?.id };
      });
    }
    const items = (await list(`?kind=faq.create&actor_id=${admin.id}`, admin.headers)).json().data.items;
    expect(items.map((item: { after: { question: string } }) => item.after.question)).toEqual([
      'tre',
      'due',
      'uno',
    ]);
  });

  it('refuses an unknown kind or page with an Italian message', async () => {
    const admin = await createSignedInAdmin(t);
    const kind = await list('?kind=nessuno', admin.headers);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toBe(messages.audit.kindInvalid);
    expect((await list('?page=0', admin.headers)).json().message).toBe(messages.audit.pageInvalid);
  });
});
