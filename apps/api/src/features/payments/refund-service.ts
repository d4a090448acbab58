import type { RefundInitiator } from '@scrivania/core/domain';
import type { DbTransaction } from '@scrivania/db/client';
import type { FastifyInstance } from 'fastify';
import { createPaymentProviders, type PaymentProviders } from '../../providers/payments/payment-providers.ts';
import { createInvoiceService, type InvoiceService } from '../invoicing/invoice-service.ts';
import { createPayoutLedger } from '../payouts/payout-service.ts';
import { createOperatorRefundActions } from './refund-operator-actions.ts';
import { createRefundRepository, type RefundRow } from './refund-repository.ts';
import { createRefundSending } from './refund-sending.ts';
import { createStripeRefundEvents } from './refund-stripe-events.ts';
import { type BookingRefunds, refundFieldsOf } from './refund-views.ts';

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
 * pending with its idempotency key, in the transaction that decides it; only then is the provider
 * asked, with that key (refund-sending.ts). The webhook's events settle it too (refund-stripe-events.ts),
 * and the operator's actions act on it from the console (refund-operator-actions.ts).
 */
export function createRefundService(
  app: FastifyInstance,
  providers: PaymentProviders = createPaymentProviders(app.config.payments),
  invoicing: InvoiceService = createInvoiceService(app),
) {
  const repository = createRefundRepository(app.db);
  const payouts = createPayoutLedger(app);
  const { send } = createRefundSending(app, providers, invoicing);
  const { applyStripeEvent } = createStripeRefundEvents(app, invoicing);

  /** The succeeded payment of a booking and how much of it is already given back, read in `tx`. */
  async function refundable(tx: DbTransaction, bookingId: number) {
    const payment = await repository.paidPayment(bookingId, tx);
    if (!payment) return null;
    return { payment, refundedCents: await repository.refundedCents(bookingId, tx) };
  }

  return {
    repository,
    refundable,
    send,
    applyStripeEvent,
    ...createOperatorRefundActions(app, { send, refundable, invoicing }),

    /** Each booking's refund fields, for the guest's answers. */
    async refundsOf(bookingIds: readonly number[]): Promise<Map<number, BookingRefunds>> {
      const rows = await repository.forBookings(bookingIds);
      return new Map(
        bookingIds.map((id) => [id, refundFieldsOf(rows.filter((row) => row.bookingId === id))]),
      );
    },

    /**
     * Writes a pending refund inside the caller's transaction, lowering the host's payout with it; the
     * provider is asked after it commits.
     */
    async open(
      tx: DbTransaction,
      input: {
        bookingId: number;
        payment: { id: number; provider: RefundRow['method']; currency: string };
        amountCents: number;
        idempotencyKey: string;
        initiator: RefundInitiator;
        actorId: number | null;
        reason: string | null;
        iban: string | null;
      },
    ) {
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
      if (refund) await payouts.followRefunds(tx, input.bookingId);
      return refund;
    },
  };
}
export type RefundService = ReturnType<typeof createRefundService>;
