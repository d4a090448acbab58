import { describe, expect, it } from 'vitest';
import { describeProviderFailure } from './gateway.ts';

describe('a failed provider call, as the logs keep it', () => {
  it("keeps PayPal's status and debug id, not the request and its headers", () => {
    const error = Object.assign(new Error(''), {
      statusCode: 401,
      headers: { 'paypal-debug-id': 'f1e2d3c4b5a69' },
      request: { headers: { Authorization: 'Basic c2VjcmV0' } },
      body: '{"error":"invalid_client"}',
    });
    expect(describeProviderFailure('paypal', error)).toEqual({
      provider: 'paypal',
      status: 401,
      debugId: 'f1e2d3c4b5a69',
      code: null,
    });
  });

  it("keeps Stripe's request id and error code, and a network error's code", () => {
    const stripe = Object.assign(new Error('No such payment_intent'), {
      statusCode: 404,
      requestId: 'req_abc123',
      code: 'resource_missing',
      raw: { headers: { authorization: 'Bearer sk_live_secret' } },
    });
    expect(describeProviderFailure('stripe', stripe)).toEqual({
      provider: 'stripe',
      status: 404,
      debugId: 'req_abc123',
      code: 'resource_missing',
    });
    const network = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(describeProviderFailure('paypal', network)).toMatchObject({ status: null, code: 'ECONNREFUSED' });
  });

  it('drops anything that does not look like an id', () => {
    const odd = { statusCode: '500', requestId: 'Bearer abc def', code: { nested: true } };
    expect(describeProviderFailure('stripe', odd)).toEqual({
      provider: 'stripe',
      status: null,
      debugId: null,
      code: null,
    });
    expect(describeProviderFailure('stripe', 'text')).toMatchObject({ status: null, debugId: null });
  });
});
