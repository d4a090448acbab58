import {
  SOCIAL_PROVIDERS,
  type SocialError,
  SocialLoginResponseSchema,
  type SocialProvider,
  SocialProvidersResponseSchema,
} from '@scrivania/core/account/schemas';
import { LoginCodeBodySchema, SocialLinkBodySchema } from '@scrivania/core/account/token-schemas';
import { ErrorResponseSchema } from '@scrivania/core/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newToken } from '../../lib/tokens.ts';
import { noStore } from '../../plugins/auth.ts';
import { createOAuthClient } from '../../providers/oauth.ts';
import { clientInfo } from './account-service.ts';
import { createLoginCodes } from './login-codes.ts';
import {
  BROWSER_COOKIE,
  browserCookie,
  clearedBrowserCookie,
  clearedCookie,
  pendingCookie,
  readCookie,
  readPending,
} from './social-cookies.ts';
import { linkWithPassword, resolveIdentity, startPendingLink } from './social-login.ts';

const CallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** Where each provider sends the browser back; X's address has no /api, as the specification lists it. */
export const CALLBACK_PATHS: Record<SocialProvider, string> = {
  google: '/backend/api/auth/google-user/callback',
  linkedin: '/backend/api/auth/linkedin-user/callback',
  twitter: '/backend/auth/twitter-user/callback',
};

function clientFor(app: FastifyInstance, provider: SocialProvider) {
  const credentials = app.config.oauth[provider];
  if (!credentials) return null;
  return createOAuthClient(
    provider,
    credentials,
    `${app.config.publicUrl}${CALLBACK_PATHS[provider]}`,
    app.config.oauthServerOverride,
  );
}

const secureCookies = (app: FastifyInstance) => app.config.publicUrl.startsWith('https:');

const backToLogin = (reply: FastifyReply, error: SocialError) =>
  reply.header('set-cookie', clearedCookie).redirect(`/Login?social_error=${error}`);

/**
 * Handles a provider's return. State and PKCE are checked against the pending cookie, the provider
 * names the person, and the browser goes on to the web app's callback screen with a one-time code
 * (`?token=`) bound to this browser — never a session token — or, when the address belongs to an
 * unverified account, with a pending link (`?link=`) that waits for that account's password.
 */
export function socialCallbackHandler(app: FastifyInstance, provider: SocialProvider) {
  const codes = createLoginCodes(app);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const client = clientFor(app, provider);
    if (!client) return backToLogin(reply, 'notConfigured');
    const query = CallbackQuerySchema.safeParse(request.query);
    if (!query.success || !query.data.code || !query.data.state) return backToLogin(reply, 'failed');
    const verifier = readPending(
      request.headers.cookie,
      provider,
      query.data.state,
      app.config.sessionSecret,
    );
    if (!verifier) return backToLogin(reply, 'failed');
    let identity: Awaited<ReturnType<typeof client.identify>>;
    try {
      identity = await client.identify(query.data.code, verifier);
    } catch (error) {
      request.log.warn({ err: error, provider }, 'social login: code exchange failed');
      return backToLogin(reply, 'failed');
    }
    if (!identity) return backToLogin(reply, 'failed');
    const outcome = await resolveIdentity(app, provider, identity);
    if ('error' in outcome) return backToLogin(reply, outcome.error);
    const browser = newToken();
    const next =
      'userId' in outcome
        ? `token=${await codes.issue(outcome.userId, browser)}`
        : `link=${await startPendingLink(app, provider, identity, outcome.passwordFor, browser)}`;
    return reply
      .header('set-cookie', [clearedCookie, browserCookie(browser, secureCookies(app))])
      .redirect(`/SocialCallback/${provider}?${next}`);
  };
}

const sessionResponses = {
  200: SocialLoginResponseSchema,
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = createLoginCodes(app);

  app.get(
    '/auth/providers',
    {
      config: { access: 'public' },
      schema: { tags: ['account'], response: { 200: SocialProvidersResponseSchema } },
    },
    async () => ({
      success: true as const,
      data: SOCIAL_PROVIDERS.filter((provider) => app.config.oauth[provider]),
    }),
  );

  app.get(
    '/auth/:provider/redirect/user',
    {
      config: { access: 'public' },
      schema: { tags: ['account'], params: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }) },
    },
    async (request, reply) => {
      const client = clientFor(app, request.params.provider);
      if (!client) return backToLogin(reply, 'notConfigured');
      const { url, state, codeVerifier } = await client.authorizationUrl();
      return reply
        .header(
          'set-cookie',
          pendingCookie(
            request.params.provider,
            state,
            codeVerifier,
            app.config.sessionSecret,
            secureCookies(app),
          ),
        )
        .redirect(url.toString());
    },
  );

  app.post(
    '/auth/exchange',
    {
      config: { access: 'public' },
      schema: { tags: ['account'], body: LoginCodeBodySchema, response: sessionResponses },
    },
    async (request, reply) => {
      const browser = readCookie(request.headers.cookie, BROWSER_COOKIE);
      const answer = await codes.exchange(request.body.code, browser, clientInfo(request));
      return noStore(reply).header('set-cookie', clearedBrowserCookie).send(answer);
    },
  );

  app.post(
    '/auth/social/link',
    {
      config: { access: 'public' },
      schema: { tags: ['account'], body: SocialLinkBodySchema, response: sessionResponses },
    },
    async (request, reply) => {
      const browser = readCookie(request.headers.cookie, BROWSER_COOKIE);
      const answer = await linkWithPassword(app, request.body, browser, clientInfo(request));
      return noStore(reply).header('set-cookie', clearedBrowserCookie).send(answer);
    },
  );

  app.get(
    '/auth/google-user/callback',
    { config: { access: 'public' }, schema: { tags: ['account'], hide: true } },
    socialCallbackHandler(app, 'google'),
  );
  app.get(
    '/auth/linkedin-user/callback',
    { config: { access: 'public' }, schema: { tags: ['account'], hide: true } },
    socialCallbackHandler(app, 'linkedin'),
  );
};
