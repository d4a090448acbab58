import type { BrowserContext } from '@playwright/test';

/** Who the local OAuth server reports when a test has not chosen anyone: one verified person. */
export const E2E_SOCIAL_IDENTITY = {
  sub: 'e2e-google-user',
  email: 'sofia.social@example.com',
  email_verified: true,
  name: 'Sofia Social',
};

/** The cookie, on the OAuth server's address, by which a test chooses who signs in there. */
export const IDENTITY_COOKIE = 'e2e_identity';

export const oauthServerUrl = () => `http://127.0.0.1:${Number(process.env.E2E_OAUTH_PORT ?? 4320)}`;

/** The next social sign-ins in this browser context report `identity`; other tests are not affected. */
export async function chooseSocialIdentity(context: BrowserContext, identity: Record<string, unknown>) {
  await context.addCookies([
    {
      name: IDENTITY_COOKIE,
      value: Buffer.from(JSON.stringify(identity)).toString('base64url'),
      url: oauthServerUrl(),
    },
  ]);
}
