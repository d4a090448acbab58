import type Stripe from 'stripe';
import { ProviderUnavailableError, providerCall, unusableAnswer } from './gateway.ts';
import { createStripeClient, type StripeConfig } from './stripe-gateway.ts';

/** A host's Stripe Connect account as the product reads it. */
export interface PayoutAccountState {
  status: 'pending' | 'enabled' | 'restricted';
  payoutsEnabled: boolean;
  requirements: string[];
}

export interface TransferRequest {
  payoutId: number;
  bookingNo: string;
  amountCents: number;
  currency: string;
  /** The connected account. */
  destination: string;
  /** The guest's charge the money came from (Stripe's `source_transaction`); none in the sandbox. */
  sourceTransaction: string | null;
  /** One per payout and attempt: asking again never pays twice. */
  idempotencyKey: string;
}

export interface ReversalRequest {
  payoutId: number;
  transferId: string;
  amountCents: number;
  idempotencyKey: string;
}

interface MoneyMoves {
  transfer(request: TransferRequest): Promise<{ id: string }>;
  reverse(request: ReversalRequest): Promise<{ id: string }>;
}

/** Stripe Connect with Express accounts: Stripe hosts the onboarding, the platform transfers. */
export interface StripePayoutGateway extends MoneyMoves {
  mode: 'stripe';
  /** The card payments whose money this gateway sends on. */
  cardProvider: 'stripe';
  createAccount(input: {
    hostId: number;
    email: string;
    country: string;
    businessType: 'individual' | 'company';
  }): Promise<{ accountId: string; state: PayoutAccountState }>;
  /** A single-use onboarding link of Stripe's; it expires within minutes. */
  accountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<string>;
  /** The charge of a PaymentIntent, when the recorded events do not name it. */
  chargeOf(paymentIntentId: string): Promise<string | null>;
}

/** Without Stripe keys: the onboarding is a page on this site, transfers are decided on the server. */
export interface SandboxPayoutGateway extends MoneyMoves {
  mode: 'sandbox';
  cardProvider: 'card_sandbox';
}

export type PayoutGateway = StripePayoutGateway | SandboxPayoutGateway;

/** A Stripe refusal (a 4xx): nothing moved, and asking again under the same key gets the same answer. */
export const isRefusal = (error: unknown) =>
  error instanceof ProviderUnavailableError &&
  error.failure.status !== null &&
  error.failure.status >= 400 &&
  error.failure.status < 500 &&
  error.failure.status !== 409 &&
  error.failure.status !== 429;

/** What the ledger keeps of a refusal: the provider, its status and code, its request id (never the SDK's error). */
export function refusalText(error: unknown): string {
  if (!(error instanceof ProviderUnavailableError)) return String(error);
  const { provider, status, code, debugId } = error.failure;
  return [provider, status, code, debugId && `(${debugId})`].filter(Boolean).join(' ');
}

/**
 * Stripe's account as a status: `enabled` once it can receive transfers and be paid out; `restricted`
 * when Stripe holds it back (a reason to disable it, or requirements past due); `pending` while the
 * host has not finished the onboarding.
 */
export function accountStateOf(account: Stripe.Account): PayoutAccountState {
  const requirements = account.requirements;
  const missing = [...new Set([...(requirements?.past_due ?? []), ...(requirements?.currently_due ?? [])])];
  const payoutsEnabled = account.payouts_enabled === true;
  const enabled = payoutsEnabled && account.capabilities?.transfers === 'active';
  const held = Boolean(requirements?.disabled_reason) || (requirements?.past_due?.length ?? 0) > 0;
  return {
    status: enabled ? 'enabled' : held || account.details_submitted ? 'restricted' : 'pending',
    payoutsEnabled,
    requirements: missing,
  };
}

export function createStripePayoutGateway(config: StripeConfig): StripePayoutGateway {
  const client = createStripeClient(config);
  const call = async <T>(work: (stripe: Stripe) => Promise<T>) => {
    const stripe = await providerCall('stripe', client);
    return providerCall('stripe', () => work(stripe));
  };
  return {
    mode: 'stripe',
    cardProvider: 'stripe',
    async createAccount(input) {
      const account = await call((stripe) =>
        stripe.accounts.create(
          {
            type: 'express',
            country: input.country,
            email: input.email,
            business_type: input.businessType,
            capabilities: { transfers: { requested: true } },
            metadata: { host_id: String(input.hostId) },
          },
          // One account per host, however many clicks race to open it.
          { idempotencyKey: `payout-account-${input.hostId}` },
        ),
      );
      if (!account.id) throw unusableAnswer('stripe', 'account_without_id');
      return { accountId: account.id, state: accountStateOf(account) };
    },
    async accountLink(input) {
      const link = await call((stripe) =>
        stripe.accountLinks.create({
          account: input.accountId,
          type: 'account_onboarding',
          refresh_url: input.refreshUrl,
          return_url: input.returnUrl,
        }),
      );
      if (!link.url) throw unusableAnswer('stripe', 'account_link_without_url');
      return link.url;
    },
    async chargeOf(paymentIntentId) {
      const intent = await call((stripe) => stripe.paymentIntents.retrieve(paymentIntentId));
      return typeof intent.latest_charge === 'string'
        ? intent.latest_charge
        : (intent.latest_charge?.id ?? null);
    },
    async transfer(request) {
      const transfer = await call((stripe) =>
        stripe.transfers.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            destination: request.destination,
            ...(request.sourceTransaction ? { source_transaction: request.sourceTransaction } : {}),
            description: `Pagamento prenotazione ${request.bookingNo}`,
            metadata: { payout_id: String(request.payoutId), booking_no: request.bookingNo },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!transfer.id) throw unusableAnswer('stripe', 'transfer_without_id');
      return { id: transfer.id };
    },
    async reverse(request) {
      const reversal = await call((stripe) =>
        stripe.transfers.createReversal(
          request.transferId,
          { amount: request.amountCents, metadata: { payout_id: String(request.payoutId) } },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!reversal.id) throw unusableAnswer('stripe', 'reversal_without_id');
      return { id: reversal.id };
    },
  };
}

/** The sandbox moves no money: each transfer and reversal is named by its key, so a repeat is the same. */
export function createSandboxPayoutGateway(): SandboxPayoutGateway {
  return {
    mode: 'sandbox',
    cardProvider: 'card_sandbox',
    transfer: async (request) => ({ id: `tr_sandbox_${request.idempotencyKey}` }),
    reverse: async (request) => ({ id: `trr_sandbox_${request.idempotencyKey}` }),
  };
}

/** Stripe when its keys are set; the sandbox in sandbox mode without them; none in live mode without them. */
export function createPayoutGateway(config: {
  mode: 'sandbox' | 'live';
  stripe: StripeConfig | undefined;
}): PayoutGateway | null {
  if (config.stripe) return createStripePayoutGateway(config.stripe);
  return config.mode === 'sandbox' ? createSandboxPayoutGateway() : null;
}
