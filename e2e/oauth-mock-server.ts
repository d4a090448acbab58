import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A local OAuth 2 / OpenID server for the social-login journey: it approves every sign-in and
 * reports one verified person.
 */
export const E2E_SOCIAL_IDENTITY = {
  sub: 'e2e-google-user',
  email: 'sofia.social@example.com',
  email_verified: true,
  name: 'Sofia Social',
};

const port = Number(process.env.OAUTH_MOCK_PORT ?? 4320);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeUserinfo', (response) => {
  response.body = E2E_SOCIAL_IDENTITY;
});
await server.start(port, '127.0.0.1');
const stop = () => server.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
