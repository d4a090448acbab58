import type { AdminFaq, AdminFaqBody, AdminFaqPatch } from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import type { Db } from '@scrivania/db/client';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { FieldErrors, HttpError } from '../../plugins/errors.ts';
import { recordedChange } from '../audit/audit-service.ts';
import { type AdminFaqRow, createAdminFaqRepository } from './admin-faq-repository.ts';

const m = messages.content.admin;

export function toAdminFaq(row: AdminFaqRow): AdminFaq {
  return { _id: row.id, question: row.question, answer: row.answer, sort_order: row.sortOrder };
}

/** An answer as stored: cleaned by the display's rules; one that cleaning empties is refused. */
function cleanAnswer(answer: string): string {
  const clean = sanitizeRichText(answer).trim();
  if (clean === '') throw new FieldErrors({ answer: m.required });
  return clean;
}

/**
 * The console's FAQ: every change in one transaction with its audit record, then `announce` tells
 * every process to draw the public pages afresh.
 */
export function createAdminFaqService(db: Db, announce: () => Promise<void>) {
  const faqs = createAdminFaqRepository(db);
  const target = { targetType: 'faq' };

  return {
    page: (page: number, perPage: number) => faqs.page({ limit: perPage, offset: (page - 1) * perPage }),

    async create(actorId: number, body: AdminFaqBody): Promise<AdminFaq> {
      const values = { question: body.question, answer: cleanAnswer(body.answer) };
      const row = await recordedChange(db, actorId, { kind: 'faq.create', ...target }, async (tx) => {
        const created = await createAdminFaqRepository(tx).insert(values);
        return { before: null, after: values, result: created, targetId: created.id };
      });
      await announce();
      return toAdminFaq(row);
    },

    async update(actorId: number, id: number, patch: AdminFaqPatch): Promise<AdminFaq> {
      const values = {
        ...(patch.question === undefined ? {} : { question: patch.question }),
        ...(patch.answer === undefined ? {} : { answer: cleanAnswer(patch.answer) }),
      };
      const row = await recordedChange(
        db,
        actorId,
        { kind: 'faq.update', ...target, targetId: id },
        async (tx) => {
          const repository = createAdminFaqRepository(tx);
          const current = await repository.find(id);
          if (!current) throw new HttpError(404, m.faqNotFound);
          const updated = await repository.update(id, values);
          if (!updated) throw new HttpError(404, m.faqNotFound);
          const before = Object.fromEntries(
            Object.keys(values).map((key) => [key, current[key as keyof typeof values]]),
          );
          return { before, after: values, result: updated };
        },
      );
      await announce();
      return toAdminFaq(row);
    },

    async remove(actorId: number, id: number): Promise<void> {
      await recordedChange(db, actorId, { kind: 'faq.delete', ...target, targetId: id }, async (tx) => {
        const removed = await createAdminFaqRepository(tx).remove(id);
        if (!removed) throw new HttpError(404, m.faqNotFound);
        return {
          before: { question: removed.question, answer: removed.answer },
          after: null,
          result: undefined,
        };
      });
      await announce();
    },

    /** The FAQ in the order `ids` gives: every FAQ once, or nothing changes (decision 032). */
    async reorder(actorId: number, ids: number[]): Promise<AdminFaq[]> {
      await recordedChange(
        db,
        actorId,
        { kind: 'faq.update', targetType: 'faq_order', targetId: 'all' },
        async (tx) => {
          const repository = createAdminFaqRepository(tx);
          const current = await repository.orderedIdsForUpdate();
          const same =
            ids.length === current.length &&
            new Set(ids).size === ids.length &&
            ids.every((id) => current.includes(id));
          if (!same) throw new HttpError(409, m.reorderMismatch);
          for (const [index, id] of ids.entries()) await repository.setOrder(id, index + 1);
          return { before: { ids: current }, after: { ids }, result: undefined };
        },
      );
      await announce();
      const { rows } = await faqs.page({ limit: ids.length, offset: 0 });
      return rows.map(toAdminFaq);
    },
  };
}
