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
  let creates = 0;
  let refundCreates = 0;
  /** Every refund request, a repeated key included. */
  let refundRequests = 0;
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
