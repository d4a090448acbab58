import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import type {
  AdminPayout,
  AdminPayoutListQuery,
  PayoutBatch,
  PayoutReleaseBody,
  PayoutRunSummary,
} from '@scrivania/core/payouts/admin-schemas';
import type { FastifyInstance } from 'fastify';
import { backOfficeLink } from '../../lib/back-office-link.ts';
import { queueMail } from '../../lib/jobs/mail-jobs.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordedChange, writeAuditRecord } from '../audit/audit-service.ts';
import { createPayoutAdminRepository } from './payout-admin-repository.ts';
import { payoutSentMail, type SentLine } from './payout-mails.ts';
import type { PayoutRun } from './payout-run.ts';
import { batchReference, sepaBatchXml } from './sepa-xml.ts';

const m = messages.payouts.console;

type Repository = ReturnType<typeof createPayoutAdminRepository>;
type LineRow = NonNullable<Awaited<ReturnType<Repository['line']>>>;
type BatchRow = NonNullable<Awaited<ReturnType<Repository['batch']>>>;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export function toAdminPayout({ payout, bookingNo, hostName, hostEmail }: LineRow): AdminPayout {
  return {
    _id: payout.id,
    kind: payout.kind,
    host: { _id: payout.hostId, name: hostName, email: hostEmail },
    booking_no: bookingNo,
    gross_cents: payout.grossCents,
    commission_cents: payout.commissionCents,
    net_cents: payout.netCents,
    due_on: payout.dueOn,
    status: payout.status,
    method: payout.method,
    hold_reason: payout.holdReason,
    failure_message: payout.failureMessage,
    batch_id: payout.batchId,
    paid_at: iso(payout.paidAt),
  };
}

const toBatch = (batch: BatchRow): PayoutBatch => ({
  _id: batch.id,
  reference: batchReference(batch.id),
  count: batch.transferCount,
  total_cents: batch.totalCents,
  requested_on: batch.requestedOn,
  created_at: iso(batch.createdAt) ?? '',
  paid_at: iso(batch.paidAt),
});

/**
 * 'Pagamenti agli host' (issue 31, section 4; decision 100): the ledger's lines for the operator, a line
 * paid early, the daily run on demand, and SEPA batches from creation to the bank's execution. Every
 * change is audited in the transaction that makes it.
 */
export function createPayoutAdminService(app: FastifyInstance, payoutRun: PayoutRun) {
  const repository = createPayoutAdminRepository(app.db);
  const today = () => todayInRome(app.clock.now());

  return {
    async list(query: AdminPayoutListQuery, perPage: number) {
      const { page, ...filters } = query;
      const { rows, hasMore } = await repository.page(filters, page, perPage);
      return { items: rows.map(toAdminPayout), hasMore };
    },

    /**
     * Pays one early: a scheduled line, a failed one (its next attempt) or one held for the profile
     * (the run looks at the hold again) is due from today; the next run or batch takes it.
     */
    release(actorId: number, id: number, body: PayoutReleaseBody): Promise<AdminPayout> {
      return recordedChange(
        app.db,
        actorId,
        { kind: 'payout.release', targetType: 'payout', targetId: id },
        async (tx) => {
          const line = await repository.lineForUpdate(tx, id);
          if (!line) throw new HttpError(404, m.notFound);
          const { status, holdReason } = line.payout;
          const releasable =
            status === 'scheduled' || status === 'failed' || (status === 'due' && holdReason !== null);
          if (!releasable || !line.bookingPaid) throw new HttpError(409, m.notReleasable);
          const dueOn = today();
          await repository.release(tx, id, dueOn);
          const after = await repository.line(tx, id);
          if (!after) throw new Error('released payout vanished');
          return {
            before: { status, due_on: line.payout.dueOn, hold_reason: holdReason },
            after: { status: 'due', due_on: dueOn, reason: body.reason },
            result: toAdminPayout(after),
          };
        },
      );
    },

    /**
     * The daily run now, with its exactly-once machinery (decision 098): it moves money outside any
     * transaction, so its record is written once it has answered.
     */
    async run(actorId: number): Promise<PayoutRunSummary> {
      const summary = await payoutRun.run();
      const data = {
        made_due: summary.madeDue,
        paid: summary.paid,
        refused: summary.refused,
        unanswered: summary.unanswered,
      };
      await app.db.transaction((tx) =>
        writeAuditRecord(
          tx,
          actorId,
          { kind: 'payout.run', targetType: 'payout_run', targetId: today() },
          { before: null, after: data },
        ),
      );
      return data;
    },

    /**
     * Gathers every due SEPA line into one batch: one transfer per host, the sum of its lines, negative
     * adjustments deducted; a host whose sum is not positive is left out and its lines stay due. Under
     * the run's lock, after its set-based step, so two batches at once (or a batch and a run) never
     * share a line.
     */
    createBatch(actorId: number): Promise<PayoutBatch> {
      return recordedChange(
        app.db,
        actorId,
        { kind: 'payout_batch.create', targetType: 'payout_batch' },
        async (tx) => {
          await payoutRun.prepare(tx, app.clock.now());
          const hosts = await repository.batchableHosts(tx);
          if (hosts.length === 0) throw new HttpError(409, m.nothingToBatch);
          const totalCents = hosts.reduce((sum, host) => sum + host.totalCents, 0);
          const { batch, movedCents } = await repository.createBatch(
            tx,
            { requestedOn: today(), transferCount: hosts.length, totalCents, createdBy: actorId },
            hosts.map((host) => host.hostId),
          );
          if (movedCents !== totalCents) throw new Error('payout batch lines do not add up to its total');
          const created = toBatch(batch);
          return { before: null, after: created, result: created, targetId: batch.id };
        },
      );
    },

    async batches(page: number, perPage: number) {
      const { rows, hasMore } = await repository.batchPage(page, perPage);
      return { items: rows.map(toBatch), hasMore };
    },

    /** The batch's pain.001.001.03 file; the same every time, as its transfers were fixed when it was made. */
    async batchFile(id: number) {
      const batch = await repository.batch(id);
      if (!batch) throw new HttpError(404, m.batchNotFound);
      const transfers = await repository.batchTransfers(id);
      const reference = batchReference(id);
      const xml = await sepaBatchXml({
        reference,
        createdAt: batch.createdAt,
        requestedOn: batch.requestedOn,
        debtor: app.config.payoutDebtor,
        transfers,
      });
      return { reference, xml };
    },

    /** The bank executed the batch: its lines are paid and each host gets the mail, once. */
    markPaid(actorId: number, id: number): Promise<PayoutBatch> {
      return recordedChange(
        app.db,
        actorId,
        { kind: 'payout_batch.mark_paid', targetType: 'payout_batch', targetId: id },
        async (tx) => {
          const before = await repository.batchForUpdate(tx, id);
          if (!before) throw new HttpError(404, m.batchNotFound);
          if (before.paidAt) throw new HttpError(409, m.batchAlreadyPaid);
          const { batch, paid } = await repository.markBatchPaid(tx, id, actorId);
          if (!batch) throw new HttpError(409, m.batchAlreadyPaid);
          const byHost = new Map<number, { host: { name: string; email: string }; lines: SentLine[] }>();
          for (const row of paid) {
            const sent = byHost.get(row.payout.hostId) ?? {
              host: { name: row.hostName, email: row.hostEmail },
              lines: [],
            };
            sent.lines.push({
              bookingNo: row.bookingNo,
              kind: row.payout.kind,
              netCents: row.payout.netCents,
            });
            byHost.set(row.payout.hostId, sent);
          }
          const link = backOfficeLink(app.config, 'payouts');
          for (const { host, lines } of byHost.values())
            await queueMail(app, tx, payoutSentMail(host, { method: 'sepa', lines, link }));
          return { before: toBatch(before), after: toBatch(batch), result: toBatch(batch) };
        },
      );
    },
  };
}
