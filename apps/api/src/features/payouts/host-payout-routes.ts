import { ErrorResponseSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import {
  HOST_PAYOUTS_PAGE_SIZE,
  HostPayoutsQuerySchema,
  HostPayoutsResponseSchema,
  OnboardingLinkResponseSchema,
  type Payout,
  PayoutAccountResponseSchema,
  PayoutProfileBodySchema,
  PayoutProfileResponseSchema,
  PayoutStatementQuerySchema,
  PayoutSummaryResponseSchema,
  payoutGroupStatuses,
} from '@scrivania/core/payouts/schemas';
import { monthBounds } from '@scrivania/core/payouts/statement';
import { basisPointsToPercent } from '@scrivania/core/percent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv, sendPdf } from '../../lib/downloads.ts';
import { pageRows } from '../../lib/page-rows.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { hostConfig, hostRefusals, hostTags } from '../../plugins/host-routes.ts';
import type { PayoutAccountService } from './payout-account-service.ts';
import { createPayoutLedgerRepository, type PayoutRow } from './payout-ledger-repository.ts';
import { createPayoutProfileService } from './payout-profile-service.ts';
import { buildStatement, renderStatement } from './payout-statement.ts';

const m = messages.payouts;
const tags = hostTags;
const config = hostConfig;
/** Stripe may be out of reach when an account is opened: 502, as for payments. */
const refusals = { ...hostRefusals, 502: ErrorResponseSchema };

const toPayout = ({ payout, bookingNo }: { payout: PayoutRow; bookingNo: string }): Payout => ({
  _id: payout.id,
  kind: payout.kind,
  booking_id: payout.bookingId,
  booking_no: bookingNo,
  gross_cents: payout.grossCents,
  commission_cents: payout.commissionCents,
  net_cents: payout.netCents,
  commission_percent: basisPointsToPercent(payout.commissionBasisPoints),
  due_on: payout.dueOn,
  status: payout.status,
  method: payout.method,
  paid_at: payout.paidAt ? new Date(payout.paidAt).toISOString() : null,
  hold_reason: payout.status === 'due' ? payout.holdReason : null,
  failure_message: payout.status === 'failed' ? payout.failureMessage : null,
});
const StatementFileSchema = z
  .string()
  .meta({ description: 'Il rendiconto: PDF (application/pdf) o CSV (text/csv).', format: 'binary' });

/**
 * The host's side of payouts (issue 31): the payout profile, the card payout account and the ledger.
 * Hosts only (no session 401, another role 403); each host reads and changes only their own.
 */
export function hostPayoutRoutes(accounts: PayoutAccountService | null): FastifyPluginAsyncZod {
  return async (app) => {
    const profiles = createPayoutProfileService(app);
    const ledger = createPayoutLedgerRepository(app.db);

    app.get(
      '/host/payout-profile',
      {
        config,
        schema: {
          tags,
          description:
            'Il profilo di pagamento dell’host (dati fiscali per DAC7 e IBAN) e la storia delle modifiche.',
          response: { 200: PayoutProfileResponseSchema, ...refusals },
        },
      },
      async (request) => ({
        success: true as const,
        message: m.profile.loaded,
        data: await profiles.read(signedInUser(request).id),
      }),
    );

    app.put(
      '/host/payout-profile',
      {
        config,
        schema: {
          tags,
          description:
            'Salva il profilo di pagamento. Codice fiscale, partita IVA (obbligatoria per una società) e IBAN sono controllati con le cifre di controllo; cambiare l’IBAN chiede `current_password`.',
          body: PayoutProfileBodySchema,
          response: { 200: PayoutProfileResponseSchema, ...refusals },
        },
      },
      async (request) => ({
        success: true as const,
        message: m.profile.saved,
        data: await profiles.save(signedInUser(request).id, request.body, request.ip),
      }),
    );

    app.get(
      '/host/payouts',
      {
        config,
        schema: {
          tags,
          description:
            'I pagamenti dell’host, dal più recente: una riga per prenotazione pagata e le rettifiche, 50 per pagina; `group` (upcoming, paid, failed) o `status` li filtrano, `month` (AAAA-MM) tiene quelli con scadenza nel mese.',
          querystring: HostPayoutsQuerySchema,
          response: { 200: HostPayoutsResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const { page, status, group, month } = request.query;
        const rows = await ledger.hostPage(signedInUser(request).id, page, HOST_PAYOUTS_PAGE_SIZE, {
          statuses: status ? [status] : group ? payoutGroupStatuses[group] : undefined,
          due: month ? monthBounds(month) : undefined,
        });
        const { rows: shown, hasMore } = pageRows(rows, HOST_PAYOUTS_PAGE_SIZE);
        return {
          success: true as const,
          message: m.ledger.listed,
          data: { payouts: shown.map(toPayout), page, per_page: HOST_PAYOUTS_PAGE_SIZE, has_more: hasMore },
        };
      },
    );

    app.get(
      '/host/payouts/statement',
      {
        config,
        schema: {
          tags,
          description:
            'Il rendiconto del mese (`month` AAAA-MM): le righe con scadenza nel mese, annullate escluse, con prenotazione, date, lordo, commissione, netto, stato e metodo, e i totali (gli stessi della lista con `month`). `format=pdf` o `format=csv` (UTF-8 con BOM, separatore `;`, virgola decimale).',
          querystring: PayoutStatementQuerySchema,
          response: { 200: StatementFileSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const hostId = signedInUser(request).id;
        const { month, format } = request.query;
        const [lines, { profile }] = await Promise.all([
          ledger.statementLines(hostId, monthBounds(month)),
          profiles.read(hostId),
        ]);
        const file = await renderStatement(buildStatement(month, profile, lines), format);
        return typeof file.body === 'string'
          ? sendCsv(reply, file.fileName, file.body)
          : sendPdf(reply, file.fileName, file.body);
      },
    );

    app.get(
      '/host/payouts/summary',
      {
        config,
        schema: {
          tags,
          description:
            'In breve: il prossimo pagamento (il primo giorno di scadenza fra quelli non ancora pagati, e il netto di quel giorno), i totali da ricevere e ricevuti, e se il profilo e l’account per le carte sono pronti.',
          response: { 200: PayoutSummaryResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const hostId = signedInUser(request).id;
        const [summary, { complete }] = await Promise.all([
          ledger.hostSummary(hostId),
          profiles.read(hostId),
        ]);
        const account = accounts ? await accounts.status(hostId) : null;
        return {
          success: true as const,
          message: m.ledger.summary,
          data: {
            next_payout: summary.next
              ? { due_on: summary.next.dueOn, net_cents: summary.next.netCents, lines: summary.next.lines }
              : null,
            upcoming_net_cents: summary.upcomingNetCents,
            paid_net_cents: summary.paidNetCents,
            profile_complete: complete,
            account_status: account?.status ?? null,
          },
        };
      },
    );

    // Live mode without Stripe keys has no card payments, so no card payout account either.
    if (!accounts) return;

    app.get(
      '/host/payout-account',
      {
        config,
        schema: {
          tags,
          description:
            'Lo stato dell’account Stripe Connect dell’host per i pagamenti delle prenotazioni pagate con carta.',
          response: { 200: PayoutAccountResponseSchema, ...refusals },
        },
      },
      async (request) => ({
        success: true as const,
        message: m.account.loaded,
        data: await accounts.status(signedInUser(request).id),
      }),
    );

    app.post(
      '/host/payout-account/onboarding',
      {
        config,
        schema: {
          tags,
          description:
            'Un link monouso alla verifica dell’account (Stripe, o la pagina di prova di questo sito); apre l’account se non c’è. Richiede il profilo di pagamento completo.',
          response: { 200: OnboardingLinkResponseSchema, ...refusals },
        },
      },
      async (request) => ({
        success: true as const,
        message: m.account.linkReady,
        data: { url: await accounts.onboardingLink(signedInUser(request).id) },
      }),
    );
  };
}
