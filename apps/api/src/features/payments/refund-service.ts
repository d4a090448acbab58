import type { DbTransaction } from '@scrivania/db/client';
import type { FastifyInstance } from 'fastify';
import { createPaymentProviders, type PaymentProviders } from '../../providers/payments/payment-providers.ts';
import { createInvoiceService, type InvoiceService } from '../invoicing/invoice-service.ts';
import { createPayoutLedger } from '../payouts/payout-service.ts';
import { createOperatorRefundActions } from './refund-operator-actions.ts';
import { createRefundRepository, type RefundOpening } from './refund-repository.ts';
import { createRefundSending } from './refund-sending.ts';
import { createStripeRefundEvents } from './refund-stripe-events.ts';
import { type BookingRefunds, refundFieldsOf } from './refund-views.ts';

export { askRefundTask } from './refund-sending.ts';
export { isRefundEvent } from './refund-stripe-events.ts';
export {
  type BookingRefunds,
  consoleRefundsOf,
  REFUND_METHOD,
  refundFieldsOf,
  toAdminRefund,
  toRefundSummary,
} from './refund-views.ts';

/**
 * Refunds through the provider the money came from (decision 037). A refund is first written as
 * pending with its idempotency key, in the transaction that decides it, together with the job that
 * asks the provider with that key once it commits (refund-sending.ts). The webhook's events settle it
 * too (refund-stripe-events.ts), and the operator's actions act on it from the console
 * (refund-operator-actions.ts).
 */
export function createRefundService(
  app: FastifyInstance,
  providers: PaymentProviders = createPaymentProviders(app.config.payments),
  invoicing: InvoiceService = createInvoiceService(app),
) {
  const repository = createRefundRepository(app.db);
  const payouts = createPayoutLedger(app);
  const sending = createRefundSending(app, providers, invoicing);
  const { applyStripeEvent } = createStripeRefundEvents(app, invoicing);

  /** The succeeded payment of a booking and how much of it is already given back, read in `tx`. */
  async function refundable(tx: DbTransaction, bookingId: number) {
    const payment = await repository.paidPayment(bookingId, tx);
    if (!payment) return null;
    return { payment, refundedCents: await repository.refundedCents(bookingId, tx) };
  }

  /**
   * Writes a pending refund inside the caller's transaction, lowering the host's payout with it, with
   * the job that asks its provider once it commits; null when its idempotency key is taken. `askJob`
   * is for `answered`.
   */
  async function open(tx: DbTransaction, input: RefundOpening) {
    const refund = await repository.insert(tx, {
      bookingId: input.bookingId,
      paymentId: input.payment.id,
      method: input.payment.provider,
      amountCents: input.amountCents,
      currency: input.payment.currency,
      idempotencyKey: input.idempotencyKey,
      initiator: input.initiator,
      actorId: input.actorId,
      reason: input.reason,
      iban: input.payment.provider === 'bank_transfer' ? input.iban : null,
    });
    if (!refund) return null;
    await payouts.followRefunds(tx, input.bookingId);
    return { refund, askJob: await sending.queueAsk(tx, refund) };
  }

  return {
    repository,
    refundable,
    answered: sending.answered,
    registerJobs: sending.registerJobs,
    applyStripeEvent,
    ...createOperatorRefundActions(app, { sending, open, refundable, invoicing }),

    /** Each booking's refund fields, for the guest's answers. */
    async refundsOf(bookingIds: readonly number[]): Promise<Map<number, BookingRefunds>> {
      const rows = await repository.forBookings(bookingIds);
      return new Map(
        bookingIds.map((id) => [id, refundFieldsOf(rows.filter((row) => row.bookingId === id))]),
      );
    },

    open,
  };
}
export type RefundService = ReturnType<typeof createRefundService>;
