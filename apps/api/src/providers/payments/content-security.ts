import type { PaymentsConfig } from '../../config.ts';

type Directives = Record<'scriptSrc' | 'frameSrc' | 'connectSrc' | 'imgSrc', string[]>;

/**
 * The origins Stripe.js and PayPal's buttons need (their published CSP lists), allowed only when
 * that provider is configured: in sandbox mode the page loads nothing from outside.
 */
export function paymentContentSecurity(config: PaymentsConfig): Directives {
  const sources: Directives = { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] };
  if (config.stripe) {
    sources.scriptSrc.push('https://js.stripe.com');
    sources.frameSrc.push('https://js.stripe.com', 'https://hooks.stripe.com');
    sources.connectSrc.push('https://api.stripe.com');
  }
  if (config.paypal) {
    sources.scriptSrc.push('https://*.paypal.com');
    sources.frameSrc.push('https://*.paypal.com');
    sources.connectSrc.push('https://*.paypal.com');
    sources.imgSrc.push('https://*.paypal.com', 'https://*.paypalobjects.com');
  }
  return sources;
}
