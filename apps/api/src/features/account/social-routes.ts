import { messages } from '@scrivania/core/messages.it';
import {
  SOCIAL_PROVIDERS,
  type SocialError,
  type SocialProvider,
  SocialProvidersResponseSchema,
} from '@scrivania/core/schemas/account';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../plugins/auth.ts';
import { createOAuthClient } from '../../providers/oauth.ts';
import { createAccountRepository } from './account-repository.ts';
import { toProfile } from './profile-mapper.ts';
import { clearedCookie, pendingCookie, readPending, signInWithIdentity } from './social-login.ts';

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

/** A refusal: JSON for the callback screen, a redirect to the login page for a plain navigation. */
const backToLogin = (reply: FastifyReply, error: SocialError) =>
  reply.header('set-cookie', clearedCookie).redirect(`/Login?social_error=${error}`);
const refuse = (reply: FastifyReply, error: SocialError) =>
  reply
    .header('set-cookie', clearedCookie)
    .code(400)
    .send({ success: false, message: messages.auth.social[error], error });

/**
 * Handles a provider's return. The browser arrives here first and is sent on, with the code and
 * state, to the web app's callback screen, which calls this address again asking for JSON: then the
 * state and PKCE are checked, the person is signed in and the answer carries the token and the user.
 */
export function socialCallbackHandler(app: FastifyInstance, provider: SocialProvider) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers.accept?.includes('application/json')) {
      const search = new URLSearchParams(request.query as Record<string, string>).toString();
      return reply.redirect(`/SocialCallback/${provider}?${search}`);
    }
    const query = CallbackQuerySchema.safeParse(request.query);
    const client = clientFor(app, provider);
    if (!client) return refuse(reply, 'notConfigured');
    if (!query.success || !query.data.code || !query.data.state) return refuse(reply, 'failed');
    const verifier = readPending(
      request.headers.cookie,
      provider,
      query.data.state,
      app.config.sessionSecret,
    );
    if (!verifier) return refuse(reply, 'failed');
    let identity: Awaited<ReturnType<typeof client.identify>>;
    try {
      identity = await client.identify(query.data.code, verifier);
    } catch (error) {
      request.log.warn({ err: error, provider }, 'social login: code exchange failed');
      return refuse(reply, 'failed');
    }
    if (!identity) return refuse(reply, 'failed');
    const result = await signInWithIdentity(app, provider, identity, {
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    });
    if ('error' in result) return refuse(reply, result.error);
    const user = await createAccountRepository(app.db).findById(result.userId);
    return noStore(reply)
      .header('set-cookie', clearedCookie)
      .send({ access_token: result.token, user: user ? toProfile(user) : null });
  };
}

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/providers',
    { schema: { tags: ['account'], response: { 200: SocialProvidersResponseSchema } } },
    async () => ({
      success: true as const,
      data: SOCIAL_PROVIDERS.filter((provider) => app.config.oauth[provider]),
    }),
  );

  app.get(
    '/auth/:provider/redirect/user',
    { schema: { tags: ['account'], params: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }) } },
    async (request, reply) => {
      const client = clientFor(app, request.params.provider);
      if (!client) return backToLogin(reply, 'notConfigured');
      const { url, state, codeVerifier } = client.authorizationUrl();
      const secure = app.config.publicUrl.startsWith('https:');
      return reply
        .header(
          'set-cookie',
          pendingCookie(request.params.provider, state, codeVerifier, app.config.sessionSecret, secure),
        )
        .redirect(url.toString());
    },
  );

  app.get(
    '/auth/google-user/callback',
    { schema: { tags: ['account'], hide: true } },
    socialCallbackHandler(app, 'google'),
  );
  app.get(
    '/auth/linkedin-user/callback',
    { schema: { tags: ['account'], hide: true } },
    socialCallbackHandler(app, 'linkedin'),
  );
};
