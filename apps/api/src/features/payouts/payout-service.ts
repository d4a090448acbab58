import type { Db } from '@scrivania/db/client';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { accountStateOf } from '../../providers/payments/payout-gateway.ts';
import { createPayoutAccountRepository } from './payout-account-repository.ts';

/** What other features ask of payouts: the ledger's side of payments and refunds, and Stripe's account events. */
export { createPayoutLedger, type PayoutLedger } from './payout-ledger.ts';

/**
 * Stripe's `account.updated` about a host's Express account, in the transaction that recorded the event
 * (a replay never gets here): the state it carries, unless a later one is held already. False when the
 * account is not one of ours or the event is older than what we hold.
 */
export function applyStripeAccountUpdate(
  app: FastifyInstance,
  tx: Db,
  account: Stripe.Account,
  eventCreated: number,
): Promise<boolean> {
  return createPayoutAccountRepository(app.db).applyState(
    tx,
    account.id,
    accountStateOf(account),
    new Date(eventCreated * 1000),
  );
}
