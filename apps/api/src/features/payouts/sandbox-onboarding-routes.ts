import { ErrorResponseSchema } from '@scrivania/core/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  onboardingReturnUrl,
  type PayoutAccountService,
  SANDBOX_ONBOARDING_PATH,
} from './payout-account-service.ts';
import { sandboxOnboardingPage } from './sandbox-onboarding-page.ts';

const tags = ['host'];
const HTML = 'text/html; charset=utf-8';
const LinkParamSchema = z.object({ token: z.string().max(200) });
const pageAnswers = { 200: z.string(), 404: z.string(), 409: z.string(), 400: ErrorResponseSchema };

/**
 * The sandbox's onboarding page (CONTRACT.md): opened from the link `payout-account/onboarding` gives,
 * like Stripe's hosted page, with no session of this site (the single-use link is the authority).
 * 'Completa la verifica' posts the form back; the account is enabled and the host sent back to Pagamenti.
 * Registered only in sandbox mode without Stripe keys.
 */
export function sandboxOnboardingRoutes(accounts: PayoutAccountService): FastifyPluginAsyncZod {
  return async (app) => {
    // The page's form posts url-encoded; it carries nothing the server reads.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );
    const links = (token: string) => ({
      // Relative: the form posts to the origin the page came from, which the policy's form-action allows.
      action: `/backend/api${SANDBOX_ONBOARDING_PATH}/${encodeURIComponent(token)}`,
      back: onboardingReturnUrl(app, 'refresh'),
    });

    app.get(
      `${SANDBOX_ONBOARDING_PATH}/:token`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'Modalità di prova: la pagina che fa le veci della verifica di Stripe per l’account dei pagamenti.',
          params: LinkParamSchema,
          response: pageAnswers,
        },
      },
      async (request, reply) => {
        const state = await accounts.sandboxLink(request.params.token);
        reply.type(HTML).header('cache-control', 'no-store');
        if (state.kind === 'expired') reply.code(404);
        return sandboxOnboardingPage(state, links(request.params.token));
      },
    );

    app.post(
      `${SANDBOX_ONBOARDING_PATH}/:token`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'Modalità di prova: ‘Completa la verifica’. Abilita l’account se il profilo di pagamento è completo e riporta l’host a Pagamenti.',
          params: LinkParamSchema,
          response: { ...pageAnswers, 303: z.string() },
        },
      },
      async (request, reply) => {
        const state = await accounts.completeSandbox(request.params.token);
        if (state.kind === 'ready') return reply.redirect(onboardingReturnUrl(app, 'return'), 303);
        reply
          .type(HTML)
          .header('cache-control', 'no-store')
          .code(state.kind === 'expired' ? 404 : 409);
        return sandboxOnboardingPage(state, links(request.params.token));
      },
    );
  };
}
