import {
  CancelBookingResponseSchema,
  HostCancelBodySchema,
} from '@scrivania/core/booking/cancellation-schemas';
import { earningsByMonth, earningsLineInEuro } from '@scrivania/core/booking/earnings';
import {
  DeclineBodySchema,
  EarningsQuerySchema,
  EarningsResponseSchema,
  HOST_BOOKINGS_PAGE_SIZE,
  HostBookingDetailResponseSchema,
  HostBookingsQuerySchema,
  HostBookingsResponseSchema,
  HostDashboardResponseSchema,
  RequestAnswerResponseSchema,
} from '@scrivania/core/booking/host-booking-schemas';
import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { centsToEuro } from '@scrivania/core/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/downloads.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { createInvoiceService } from '../invoicing/invoice-service.ts';
import { createRefundService, refundFieldsOf } from '../payments/refund-service.ts';
import { createCancellationService } from './cancellation-service.ts';
import { registerHoldExpiry, sweepLapsedHolds } from './hold-expiry.ts';
import { bookingsCsv, earningsCsv } from './host-booking-csv.ts';
import { toHostBooking, toHostBookingDetail } from './host-booking-mappers.ts';
import { createHostBookingRepository } from './host-booking-repository.ts';
import { answerRequest } from './host-booking-service.ts';

const h = messages.booking.host;
const tags = ['host'];
const config = { access: 'host' } as const;
const refusals = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
/** The export is for a spreadsheet, not a backup: a host with more bookings narrows the filters. */
const CSV_MAX_ROWS = 10_000;
const DASHBOARD_LIST_MAX = 10;

/** 'YYYY-MM-01' of the month after the given one. */
const nextMonthStart = (year: number, month: number) =>
  month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;

/**
 * The host back-office's bookings: the list with its CSV export, one booking's detail, answers to
 * requests, earnings and the dashboard. Only hosts enter (declared access: no session 401, another
 * role 403, before the query or body is read), and a host only ever finds their own bookings: anyone else's id is a 404. Lapsed holds are swept before
 * each read, so what the host sees is what the lifecycle says now; the server also sweeps on its own.
 */
export const hostBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createHostBookingRepository(app.db);
  const refundService = createRefundService(app);
  const invoicing = createInvoiceService(app);
  registerHoldExpiry(app, app.config.holdSweepMs);
  const hostOf = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

  app.get(
    '/host/bookings',
    {
      config,
      schema: {
        tags,
        description:
          'Le prenotazioni delle strutture dell’host, dalla più recente, 20 per pagina; con `format=csv` tutte quelle filtrate in CSV (UTF-8 con BOM, separatore `;`, importi in euro con la virgola).',
        querystring: HostBookingsQuerySchema,
        response: { 200: HostBookingsResponseSchema, 400: ErrorResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const hostId = hostOf(request);
      const { page, format, status, property_id: propertyId, from, to } = request.query;
      const filters = { status, propertyId, from, to };
      await sweepLapsedHolds(app);
      const now = app.clock.now();
      if (format === 'csv') {
        const rows = await repository.all(hostId, filters, CSV_MAX_ROWS);
        return sendCsv(reply, `prenotazioni-${todayInRome(now)}.csv`, await bookingsCsv(rows, now));
      }
      const found = await repository.page(hostId, filters, {
        limit: HOST_BOOKINGS_PAGE_SIZE,
        offset: (page - 1) * HOST_BOOKINGS_PAGE_SIZE,
      });
      return {
        success: true as const,
        message: h.listed,
        data: {
          bookings: found.rows.map((row) => toHostBooking(row, now)),
          total: found.total,
          page,
          per_page: HOST_BOOKINGS_PAGE_SIZE,
        },
      };
    },
  );

  app.get(
    '/host/bookings/:id',
    {
      config,
      schema: {
        tags,
        params: PathIdParamSchema,
        response: { 200: HostBookingDetailResponseSchema, 404: ErrorResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const hostId = hostOf(request);
      await sweepLapsedHolds(app);
      const found = await repository.detail(hostId, request.params.id);
      if (!found) throw new HttpError(404, h.notFound);
      const [refunds, invoiceNumbers] = await Promise.all([
        refundService.refundsOf([found.id]),
        invoicing.invoiceLabels([found.id]),
      ]);
      return {
        success: true as const,
        message: h.found,
        data: toHostBookingDetail(
          found,
          refunds.get(found.id) ?? refundFieldsOf([]),
          app.clock.now(),
          invoiceNumbers.get(found.id) ?? null,
        ),
      };
    },
  );

  const answerSchema = {
    tags,
    params: PathIdParamSchema,
    response: {
      200: RequestAnswerResponseSchema,
      400: ErrorResponseSchema,
      404: ErrorResponseSchema,
      409: ErrorResponseSchema,
      ...refusals,
    },
  };

  app.post('/host/bookings/:id/accept', { config, schema: answerSchema }, async (request) => {
    const hostId = hostOf(request);
    const answered = await answerRequest(app, { hostId, bookingId: request.params.id, answer: 'accept' });
    return {
      success: true as const,
      message: h.accepted,
      data: {
        _id: answered.id,
        status: answered.status,
        hold_expires_at: answered.holdExpiresAt?.toISOString() ?? null,
      },
    };
  });

  app.post(
    '/host/bookings/:id/decline',
    { config, schema: { ...answerSchema, body: DeclineBodySchema } },
    async (request) => {
      const hostId = hostOf(request);
      const answered = await answerRequest(app, {
        hostId,
        bookingId: request.params.id,
        answer: 'decline',
        reason: request.body?.reason,
      });
      return {
        success: true as const,
        message: h.declined,
        data: { _id: answered.id, status: answered.status, hold_expires_at: null },
      };
    },
  );

  const cancellations = createCancellationService(app);
  app.post(
    '/host/bookings/:id/cancel',
    {
      config,
      schema: {
        tags,
        description:
          'L’host annulla una prenotazione della sua struttura con un motivo: l’ospite riceve il rimborso completo di quanto pagato.',
        params: PathIdParamSchema,
        body: HostCancelBodySchema,
        response: {
          200: CancelBookingResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...refusals,
        },
      },
    },
    async (request) => {
      const done = await cancellations.cancel(
        request.params.id,
        { kind: 'host', hostId: hostOf(request), reason: request.body.reason },
        null,
        request.log,
      );
      return {
        success: true as const,
        message: messages.booking.cancellation.hostCancelled,
        data: {
          _id: done.bookingId,
          status: 'cancelled' as const,
          refund_amount: centsToEuro(done.refundCents),
          refund_amount_cents: done.refundCents,
          refund: done.refund,
        },
      };
    },
  );

  app.get(
    '/host/earnings',
    {
      config,
      schema: {
        tags,
        description:
          'Per mese di pagamento (ora italiana), le prenotazioni pagate dell’anno: imponibile, IVA e totale in euro; con `format=csv` lo stesso in CSV.',
        querystring: EarningsQuerySchema,
        response: { 200: EarningsResponseSchema, 400: ErrorResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const hostId = hostOf(request);
      const year = request.query.year ?? Number(todayInRome(app.clock.now()).slice(0, 4));
      const { months, total } = earningsByMonth(
        await repository.paidPerMonth(hostId, `${year}-01-01`, `${year + 1}-01-01`),
      );
      if (request.query.format === 'csv')
        return sendCsv(reply, `guadagni-${year}.csv`, await earningsCsv(months, total));
      return {
        success: true as const,
        message: h.earningsListed,
        data: {
          year,
          months: months.map((month) => ({ month: month.month, ...earningsLineInEuro(month) })),
          total: earningsLineInEuro(total),
        },
      };
    },
  );

  app.get(
    '/host/dashboard',
    { config, schema: { tags, response: { 200: HostDashboardResponseSchema, ...refusals } } },
    async (request) => {
      const hostId = hostOf(request);
      await sweepLapsedHolds(app);
      const now = app.clock.now();
      const today = todayInRome(now);
      const [year, month] = today.split('-').map(Number) as [number, number];
      const [lists, paid] = await Promise.all([
        repository.dashboard(hostId, today, DASHBOARD_LIST_MAX),
        repository.paidPerMonth(hostId, `${today.slice(0, 7)}-01`, nextMonthStart(year, month)),
      ]);
      const shown = (rows: typeof lists.today) => rows.map((row) => toHostBooking(row, now));
      return {
        success: true as const,
        message: h.dashboard,
        data: {
          today: shown(lists.today),
          upcoming: shown(lists.upcoming),
          requests: shown(lists.requests),
          transfers: shown(lists.transfers),
          month_paid_amount: centsToEuro(paid[0]?.grossCents ?? 0),
          month_paid_bookings: paid[0]?.bookings ?? 0,
        },
      };
    },
  );
};
