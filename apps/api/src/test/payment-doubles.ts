import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local HTTP doubles of the Stripe and PayPal APIs, for driving the real SDKs in tests and benches.
 * They keep what they were asked in memory and answer in each API's own JSON shapes.
 */

const id = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

async function listen(server: Server): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface StripeIntentRecord {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: { message: string } | null;
}

export interface StripeRefundRecord {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
  failure_reason: string | null;
}

const metadataOf = (body: URLSearchParams) => {
  const metadata: Record<string, string> = {};
  for (const [name, value] of body) {
    const match = /^metadata\[(.+)\]$/.exec(name);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
};

export interface StripeAccountRecord {
  id: string;
  object: 'account';
  type: 'express';
  country: string;
  email: string;
  business_type: string;
  details_submitted: boolean;
  payouts_enabled: boolean;
  charges_enabled: boolean;
  capabilities: { transfers: 'active' | 'inactive' | 'pending' };
  requirements: { currently_due: string[]; past_due: string[]; disabled_reason: string | null };
  metadata: Record<string, string>;
}

export interface StripeTransferRecord {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  source_transaction: string | null;
  metadata: Record<string, string>;
  reversals: { id: string; amount: number }[];
}

export async function startStripeDouble() {
  const intents = new Map<string, StripeIntentRecord>();
  const byIdempotencyKey = new Map<string, StripeIntentRecord>();
  const refunds = new Map<string, StripeRefundRecord>();
  const refundsByKey = new Map<string, StripeRefundRecord>();
  const refundBehaviour = {
    /** What a new refund says first: Stripe confirms most card refunds at once, some later. */
    status: 'succeeded',
    /** Makes the refund, then loses the answer (a crash or a cut connection after Stripe acted). */
    loseAnswer: false,
    /** Makes the next refund, then holds its answer until this settles (a slow connection). */
    holdNextAnswer: null as Promise<void> | null,
  };
  const accounts = new Map<string, StripeAccountRecord>();
  const transfers = new Map<string, StripeTransferRecord>();
  /** What each idempotency key of a Connect call answered: the same key gets the same answer. */
  const connectByKey = new Map<string, { status: number; body: unknown }>();
  const connectBehaviour = {
    /** Refuse the next transfers with this Stripe error (a 400), as for an account that cannot take them. */
    refuseTransfers: null as string | null,
    /** Makes the next transfer, then loses the answer (a cut connection after Stripe acted). */
    loseNextTransferAnswer: false,
    /** Holds every transfer's answer until this settles, so two runs are seen at once. */
    holdTransfers: null as Promise<void> | null,
  };
  let transferRequests = 0;
  let creates = 0;
  let refundCreates = 0;
  /** Every refund request, a repeated key included. */
  let refundRequests = 0;
  /** Stripe Connect: Express accounts, their onboarding links, transfers and their reversals. */
  async function connectAnswer(
    method: string,
    path: string,
    body: URLSearchParams,
    headers: IncomingMessage['headers'],
  ): Promise<{ status: number; body: unknown; headers?: Record<string, string> } | null> {
    const key = String(headers['idempotency-key'] ?? '');
    const remembered = key ? connectByKey.get(`${path}|${key}`) : undefined;
    if (method === 'POST' && path === '/v1/accounts') {
      if (remembered) return remembered;
      const account: StripeAccountRecord = {
        id: id('acct_'),
        object: 'account',
        type: 'express',
        country: String(body.get('country')),
        email: String(body.get('email')),
        business_type: String(body.get('business_type')),
        details_submitted: false,
        payouts_enabled: false,
        charges_enabled: false,
        capabilities: { transfers: 'inactive' },
        requirements: {
          currently_due: ['external_account', 'tos_acceptance.date'],
          past_due: [],
          disabled_reason: null,
        },
        metadata: metadataOf(body),
      };
      accounts.set(account.id, account);
      const answer = { status: 200, body: account };
      if (key) connectByKey.set(`${path}|${key}`, answer);
      return answer;
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = accounts.get(String(body.get('account')));
      if (!account)
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'No such account' } },
        };
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `https://connect.stripe.com/setup/e/${account.id}/${randomBytes(6).toString('hex')}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
          return_url: body.get('return_url'),
          refresh_url: body.get('refresh_url'),
        },
      };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      transferRequests += 1;
      if (remembered) return remembered;
      const hold = connectBehaviour.holdTransfers;
      if (hold) await hold;
      let answer: { status: number; body: unknown; headers?: Record<string, string> };
      if (connectBehaviour.refuseTransfers) {
        answer = {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: connectBehaviour.refuseTransfers } },
        };
      } else if (!accounts.has(String(body.get('destination')))) {
        answer = {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'No such destination' } },
        };
      } else {
        const transfer: StripeTransferRecord = {
          id: id('tr_'),
          object: 'transfer',
          amount: Number(body.get('amount')),
          amount_reversed: 0,
          currency: String(body.get('currency')),
          destination: String(body.get('destination')),
          source_transaction: body.get('source_transaction'),
          metadata: metadataOf(body),
          reversals: [],
        };
        transfers.set(transfer.id, transfer);
        answer = { status: 200, body: transfer };
      }
      if (key) connectByKey.set(`${path}|${key}`, answer);
      if (connectBehaviour.loseNextTransferAnswer) {
        connectBehaviour.loseNextTransferAnswer = false;
        return {
          status: 500,
          body: { error: { type: 'api_error', message: 'lost' } },
          headers: { 'stripe-should-retry': 'false' },
        };
      }
      return answer;
    }
    const reversal = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path);
    if (method === 'POST' && reversal?.[1]) {
      if (remembered) return remembered;
      const transfer = transfers.get(reversal[1]);
      const amount = Number(body.get('amount'));
      let answer: { status: number; body: unknown };
      if (!transfer || amount > transfer.amount - transfer.amount_reversed) {
        answer = {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Cannot reverse' } },
        };
      } else {
        const made = { id: id('trr_'), object: 'transfer_reversal', amount, transfer: transfer.id };
        transfer.amount_reversed += amount;
        transfer.reversals.push({ id: made.id, amount });
        answer = { status: 200, body: made };
      }
      if (key) connectByKey.set(`${path}|${key}`, answer);
      return answer;
    }
    return null;
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://double');
    const body = new URLSearchParams(await readBody(request));
    if (!/^Bearer sk_(test|live)_/.test(request.headers.authorization ?? '')) {
      return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    }
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = String(request.headers['idempotency-key'] ?? '');
      const earlier = byIdempotencyKey.get(key);
      if (earlier) return send(response, 200, earlier);
      creates += 1;
      const metadata = metadataOf(body);
      const intentId = id('pi_');
      const intent: StripeIntentRecord = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        amount_received: 0,
        currency: String(body.get('currency')),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(6).toString('hex')}`,
        metadata,
        latest_charge: null,
        last_payment_error: null,
      };
      intents.set(intentId, intent);
      if (key) byIdempotencyKey.set(key, intent);
      return send(response, 200, intent);
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      refundRequests += 1;
      const key = String(request.headers['idempotency-key'] ?? '');
      let refund = key ? refundsByKey.get(key) : undefined;
      if (!refund) {
        refundCreates += 1;
        refund = {
          id: id('re_'),
          object: 'refund',
          amount: Number(body.get('amount')),
          currency: 'eur',
          payment_intent: String(body.get('payment_intent')),
          status: refundBehaviour.status,
          metadata: metadataOf(body),
          failure_reason: null,
        };
        refunds.set(refund.id, refund);
        if (key) refundsByKey.set(key, refund);
      }
      const hold = refundBehaviour.holdNextAnswer;
      refundBehaviour.holdNextAnswer = null;
      if (hold) await hold;
      if (refundBehaviour.loseAnswer)
        return send(
          response,
          500,
          { error: { type: 'api_error', message: 'lost' } },
          { 'stripe-should-retry': 'false' },
        );
      return send(response, 200, refund);
    }
    const connect = await connectAnswer(request.method ?? 'GET', url.pathname, body, request.headers);
    if (connect) return send(response, connect.status, connect.body, connect.headers);
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    const intent = retrieve?.[1] ? intents.get(retrieve[1]) : undefined;
    if (request.method === 'GET' && intent) return send(response, 200, intent);
    return send(response, 404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
  });
  const handle = await listen(server);
  return {
    ...handle,
    intents,
    refunds,
    refundBehaviour,
    creates: () => creates,
    refundCreates: () => refundCreates,
    refundRequests: () => refundRequests,
    accounts,
    transfers,
    connectBehaviour,
    /** Every transfer request, a repeated key included. */
    transferRequests: () => transferRequests,
    /** What Stripe does once the host finishes its hosted onboarding: the account can take transfers. */
    completeOnboarding(accountId: string) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no account ${accountId}`);
      Object.assign(account, {
        details_submitted: true,
        payouts_enabled: true,
        capabilities: { transfers: 'active' },
        requirements: { currently_due: [], past_due: [], disabled_reason: null },
      });
      return account;
    },
    /** What Stripe does when the card is confirmed by Stripe.js in the browser. */
    succeed(intentId: string, amountReceived?: number) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: amountReceived ?? intent.amount,
        latest_charge: id('ch_'),
      });
      return intent;
    },
    decline(intentId: string, message: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { message } });
      return intent;
    },
  };
}
export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;

interface PaypalOrderRecord {
  id: string;
  status: string;
  purchase_units: {
    reference_id: string;
    custom_id: string;
    amount: { currency_code: string; value: string };
  }[];
}

/** PayPal's Orders API; the app's PayPal gateway reaches it over plain HTTP (see PAYPAL_API_URL). */
export async function startPaypalDouble() {
  const orders = new Map<string, PaypalOrderRecord>();
  const byRequestId = new Map<string, unknown>();
  const behaviour = {
    captureStatus: 'COMPLETED',
    capturedValue: null as string | null,
    /** Refuse the client credentials, as PayPal does for a wrong or revoked secret. */
    refuseCredentials: false,
  };
  const accessTokens: string[] = [];
  /** Refunds made, by capture: what PayPal's Payments API holds. */
  const refunds: {
    id: string;
    captureId: string;
    value: string;
    currency: string;
    customId: string;
    requestId: string;
  }[] = [];
  let captures = 0;
  // PayPal names each failed call with a debug id, the one thing its support asks for.
  const fail = (response: ServerResponse, status: number, body: unknown) =>
    send(response, status, body, { 'paypal-debug-id': id('dbg') });
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://double');
    const raw = await readBody(request);
    if (request.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      if (!request.headers.authorization?.startsWith('Basic ') || behaviour.refuseCredentials)
        return fail(response, 401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      const accessToken = id('A21AA');
      accessTokens.push(accessToken);
      return send(response, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 32_400 });
    }
    if (!request.headers.authorization?.startsWith('Bearer '))
      return fail(response, 401, { name: 'AUTHENTICATION_FAILURE' });
    const requestId = String(request.headers['paypal-request-id'] ?? '');
    const earlier = requestId ? byRequestId.get(requestId) : undefined;
    if (earlier) return send(response, 201, earlier);
    if (request.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const body = JSON.parse(raw) as { purchase_units: PaypalOrderRecord['purchase_units'] };
      const order: PaypalOrderRecord = {
        id: id('PP').toUpperCase(),
        status: 'CREATED',
        purchase_units: body.purchase_units,
      };
      orders.set(order.id, order);
      if (requestId) byRequestId.set(requestId, order);
      return send(response, 201, order);
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url.pathname);
    const order = capture?.[1] ? orders.get(capture[1]) : undefined;
    if (request.method === 'POST' && order) {
      captures += 1;
      const unit = order.purchase_units[0];
      const captured = {
        id: order.id,
        status: behaviour.captureStatus === 'COMPLETED' ? 'COMPLETED' : 'APPROVED',
        purchase_units: [
          {
            reference_id: unit?.reference_id,
            custom_id: unit?.custom_id,
            payments: {
              captures: [
                {
                  id: id('CAP').toUpperCase(),
                  status: behaviour.captureStatus,
                  amount: {
                    currency_code: unit?.amount.currency_code,
                    value: behaviour.capturedValue ?? unit?.amount.value,
                  },
                  custom_id: unit?.custom_id,
                },
              ],
            },
          },
        ],
      };
      order.status = 'COMPLETED';
      if (requestId) byRequestId.set(requestId, captured);
      return send(response, 201, captured);
    }
    const refundOf = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
    if (request.method === 'POST' && refundOf?.[1]) {
      const body = JSON.parse(raw || '{}') as {
        amount?: { currency_code: string; value: string };
        custom_id?: string;
      };
      const refund = {
        id: id('RF').toUpperCase(),
        captureId: refundOf[1],
        value: body.amount?.value ?? '',
        currency: body.amount?.currency_code ?? '',
        customId: body.custom_id ?? '',
        requestId,
      };
      refunds.push(refund);
      const answer = {
        id: refund.id,
        status: 'COMPLETED',
        amount: { currency_code: refund.currency, value: refund.value },
        custom_id: refund.customId,
      };
      if (requestId) byRequestId.set(requestId, answer);
      return send(response, 201, answer);
    }
    return fail(response, 404, { name: 'RESOURCE_NOT_FOUND', message: 'not found' });
  });
  const handle = await listen(server);
  return { ...handle, orders, refunds, behaviour, accessTokens, captures: () => captures };
}
export type PaypalDouble = Awaited<ReturnType<typeof startPaypalDouble>>;
