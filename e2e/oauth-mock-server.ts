import { OAuth2Server } from 'oauth2-mock-server';
import { readCookie } from '../apps/api/src/features/account/social-cookies.ts';
import { E2E_SOCIAL_IDENTITY, IDENTITY_COOKIE } from './oauth-identity.ts';

/**
 * A local OAuth 2 / OpenID server for the social-login journeys: it approves every sign-in and
 * reports one verified person, or the person a test chose with a cookie in its browser (the
 * authorization code carries the choice to the token and the token to the userinfo answer).
 */
type Identity = Record<string, unknown>;
const chosen = new Map<string, Identity>();

function identityInCookie(header: string | undefined): Identity | undefined {
  const value = readCookie(header, IDENTITY_COOKIE);
  return value ? (JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Identity) : undefined;
}

function identityInToken(authorization: string | undefined): Identity | undefined {
  const payload = authorization?.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return undefined;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { e2e_identity?: Identity })
    .e2e_identity;
}

const port = Number(process.env.OAUTH_MOCK_PORT ?? 4320);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const identity = identityInCookie(req.headers.cookie);
  const code = redirect.url.searchParams.get('code');
  if (identity && code) chosen.set(code, identity);
});
server.service.on('beforeTokenSigning', (token, req) => {
  const identity = chosen.get(String(req.body?.code ?? ''));
  if (identity) token.payload.e2e_identity = identity;
});
server.service.on('beforeUserinfo', (response, req) => {
  response.body = identityInToken(req.headers.authorization) ?? E2E_SOCIAL_IDENTITY;
});
await server.start(port, '127.0.0.1');
const stop = () => server.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
