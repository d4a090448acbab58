import type { PaymentsConfig } from '../../config.ts';

type Directives = Record<'scriptSrc' | 'frameSrc' | 'connectSrc' | 'imgSrc', string[]>;

const PAYPAL = 'https://www.paypal.com';
const PAYPAL_SANDBOX = 'https://www.sandbox.paypal.com';
const PAYPAL_OBJECTS = 'https://www.paypalobjects.com';

/**
 * The origins Stripe.js and PayPal's buttons load from, talk to and frame, allowed only when that
 * provider is configured: in sandbox mode without credentials the page loads nothing from outside.
 * PayPal's SDK is served from www.paypal.com, its assets from www.paypalobjects.com and its buttons
 * frame from www.paypal.com (www.sandbox.paypal.com for its sandbox), so those hosts and no wildcard.
 * PayPal also injects styles, which a nonce lets in (`nonce`; decision 017).
 */
export function paymentContentSecurity(config: PaymentsConfig): Directives & { nonce: boolean } {
  const sources: Directives = { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] };
  if (config.stripe) {
    sources.scriptSrc.push('https://js.stripe.com');
    sources.frameSrc.push('https://js.stripe.com', 'https://hooks.stripe.com');
    sources.connectSrc.push('https://api.stripe.com');
  }
  if (config.paypal) {
    const paypal = config.paypal.environment === 'sandbox' ? [PAYPAL, PAYPAL_SANDBOX] : [PAYPAL];
    sources.scriptSrc.push(...paypal, PAYPAL_OBJECTS);
    sources.frameSrc.push(...paypal);
    sources.connectSrc.push(...paypal);
    sources.imgSrc.push(...paypal, PAYPAL_OBJECTS);
  }
  return { ...sources, nonce: Boolean(config.paypal) };
}
