import type { SocialProvider } from '@scrivania/core/account/schemas';
import { onFirstUse } from '../lib/on-first-use.ts';

interface Endpoints {
  authorize: string;
  token: string;
  userinfo: string;
  scopes: string[];
}

const ENDPOINTS: Record<SocialProvider, Endpoints> = {
  google: {
    authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
  },
  linkedin: {
    authorize: 'https://www.linkedin.com/oauth/v2/authorization',
    token: 'https://www.linkedin.com/oauth/v2/accessToken',
    userinfo: 'https://api.linkedin.com/v2/userinfo',
    scopes: ['openid', 'profile', 'email'],
  },
  twitter: {
    authorize: 'https://x.com/i/oauth2/authorize',
    token: 'https://api.x.com/2/oauth2/token',
    userinfo: 'https://api.x.com/2/users/me?user.fields=confirmed_email',
    scopes: ['users.read', 'tweet.read', 'users.email'],
  },
};

/** What a provider tells about the person who signed in. */
export interface SocialIdentity {
  providerUserId: string;
  name: string;
  email: string | null;
  emailVerified: boolean;
}

type Json = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

/** OpenID userinfo (Google, LinkedIn) or X's users/me answer, reduced to one shape. */
export function identityFrom(provider: SocialProvider, body: Json): SocialIdentity | null {
  const source = provider === 'twitter' ? ((body.data as Json | undefined) ?? {}) : body;
  const id = text(source.sub) ?? text(source.id);
  if (!id) return null;
  const email = text(source.email) ?? text(source.confirmed_email);
  // X only returns an address it has confirmed; OpenID providers say so explicitly.
  const verified =
    provider === 'twitter'
      ? email !== null
      : source.email_verified === true || source.email_verified === 'true';
  return {
    providerUserId: id,
    name: text(source.name) ?? text(source.username) ?? 'Utente',
    email,
    emailVerified: verified,
  };
}

export interface OAuthProviderClient {
  authorizationUrl(): Promise<{ url: URL; state: string; codeVerifier: string }>;
  identify(code: string, codeVerifier: string): Promise<SocialIdentity | null>;
}

/** arctic is loaded by the first social login, not at start. */
const arctic = onFirstUse(() => import('arctic'));

/** An authorization-code client with PKCE for one provider, through arctic's generic OAuth 2 client. */
export function createOAuthClient(
  provider: SocialProvider,
  credentials: { clientId: string; clientSecret: string },
  redirectUri: string,
  serverOverride?: string,
): OAuthProviderClient {
  const defaults = ENDPOINTS[provider];
  const endpoints = serverOverride
    ? {
        ...defaults,
        authorize: `${serverOverride}/authorize`,
        token: `${serverOverride}/token`,
        userinfo: `${serverOverride}/userinfo`,
      }
    : defaults;
  const client = onFirstUse(async () => {
    const { OAuth2Client } = await arctic();
    return new OAuth2Client(credentials.clientId, credentials.clientSecret, redirectUri);
  });
  return {
    async authorizationUrl() {
      const { CodeChallengeMethod, generateCodeVerifier, generateState } = await arctic();
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      const url = (await client()).createAuthorizationURLWithPKCE(
        endpoints.authorize,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        endpoints.scopes,
      );
      return { url, state, codeVerifier };
    },
    async identify(code, codeVerifier) {
      const tokens = await (await client()).validateAuthorizationCode(endpoints.token, code, codeVerifier);
      const response = await fetch(endpoints.userinfo, {
        headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) return null;
      return identityFrom(provider, (await response.json()) as Json);
    },
  };
}
