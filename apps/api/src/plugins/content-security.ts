import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { MAP_EMBED_URLS } from '@scrivania/core/catalog/map-embeds';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { MapTilesConfig, PaymentsConfig } from '../config.ts';
import { tileImageSource } from '../config-fields.ts';
import { paymentContentSecurity } from '../providers/payments/content-security.ts';

const nonces = new WeakMap<ServerResponse, string>();

/** The nonce of this response's policy, or undefined when the policy has none. */
export function cspNonce(reply: FastifyReply): string | undefined {
  return nonces.get(reply.raw);
}

/**
 * Security headers, with a content security policy that allows no inline script or style: the build
 * has none (its CSS is a file, React sets styles through the DOM), server HTML is sanitised without
 * style attributes, maps are framed only from their exact embed addresses (decision 017), and map
 * tiles come only from the configured tile server.
 */
export function registerContentSecurity(app: FastifyInstance, payments: PaymentsConfig, map: MapTilesConfig) {
  const sources = paymentContentSecurity(payments);
  const tiles = map.tilesUrl ? [tileImageSource(map.tilesUrl)] : [];
  // A fresh nonce per response, only when a provider's script needs one for what it injects.
  if (sources.nonce) {
    app.addHook('onRequest', async (_request, reply) => {
      nonces.set(reply.raw, randomBytes(16).toString('base64'));
    });
  }
  const nonce = sources.nonce ? [(_req: unknown, res: ServerResponse) => `'nonce-${nonces.get(res)}'`] : [];
  // Helmet itself, built once: the Fastify wrapper rebuilt the whole middleware, parsing every
  // directive, on each request, a tenth of the time of a small JSON answer.
  const secure = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...sources.scriptSrc, ...nonce],
        styleSrc: ["'self'", ...nonce],
        imgSrc: ["'self'", 'data:', 'blob:', ...sources.imgSrc, ...tiles],
        // 'self': the console frames a mail's preview page, which carries a policy of its own.
        frameSrc: ["'self'", ...MAP_EMBED_URLS, ...sources.frameSrc],
        connectSrc: ["'self'", ...sources.connectSrc],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    secure(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
