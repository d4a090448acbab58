import { messages } from '@scrivania/core/messages.it';
import type { PayoutAccount } from '@scrivania/core/payouts/schemas';
import type { Db } from '@scrivania/db/client';
import type { FastifyInstance } from 'fastify';
import { backOfficeLink } from '../../lib/back-office-link.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { PayoutGateway } from '../../providers/payments/payout-gateway.ts';
import { createPayoutAccountRepository } from './payout-account-repository.ts';
import { createPayoutProfileRepository, type PayoutProfileRow } from './payout-profile-repository.ts';

/** As long as Stripe's account links live: a few minutes to open it, then a fresh one is asked for. */
const SANDBOX_LINK_MS = 15 * 60_000;
export const SANDBOX_ONBOARDING_PATH = '/payout-sandbox/onboarding';

/** Where the onboarding sends the host back: the back-office's Pagamenti, told how it went. */
export const onboardingReturnUrl = (app: FastifyInstance, outcome: 'return' | 'refresh') =>
  backOfficeLink(app.config, `payouts?onboarding=${outcome}`);

export type SandboxLinkState =
  | { kind: 'expired' }
  | { kind: 'incomplete' }
  | { kind: 'ready'; profile: PayoutProfileRow };

/**
 * A host's Stripe Connect Express account (issue 31, section 2): opened when the host first asks for the
 * onboarding, then kept current by Stripe's signed `account.updated` events. Without Stripe keys the
 * sandbox stands in: its onboarding is a page on this site whose single-use link only enables the
 * account once the payout profile is complete.
 */
export function createPayoutAccountService(app: FastifyInstance, gateway: PayoutGateway) {
  const accounts = createPayoutAccountRepository(app.db);
  const profiles = createPayoutProfileRepository(app.db);
  const linkHash = (token: string) => hashToken(token, app.config.sessionSecret);

  /** The sandbox page's view of a link: gone, refused until the profile is complete, or ready. */
  async function sandboxLink(token: string, tx?: Db): Promise<SandboxLinkState> {
    const account = await accounts.byLink(linkHash(token), tx);
    if (!account) return { kind: 'expired' };
    const profile = await profiles.find(account.userId, tx);
    return profile ? { kind: 'ready', profile } : { kind: 'incomplete' };
  }

  return {
    async status(hostId: number): Promise<PayoutAccount> {
      const row = await accounts.find(hostId);
      if (!row || row.provider !== gateway.mode)
        return { status: 'not_started', payouts_enabled: false, requirements: [], mode: gateway.mode };
      return {
        status: row.status,
        payouts_enabled: row.payoutsEnabled,
        requirements: row.requirements,
        mode: gateway.mode,
      };
    },

    /** A fresh single-use onboarding link; the account is opened first if the host has none. */
    async onboardingLink(hostId: number): Promise<string> {
      const profile = await profiles.find(hostId);
      if (!profile) throw new HttpError(409, messages.payouts.account.profileIncomplete);
      let account = await accounts.find(hostId);
      if (account?.provider !== gateway.mode) {
        const opened =
          gateway.mode === 'stripe'
            ? await gateway.createAccount({
                hostId,
                email: await accounts.email(hostId),
                country: profile.country,
                businessType: profile.legalType,
              })
            : {
                accountId: `acct_sandbox_${hostId}`,
                state: { status: 'pending' as const, payoutsEnabled: false, requirements: [] },
              };
        await accounts.open(hostId, { provider: gateway.mode, ...opened });
        account = await accounts.find(hostId);
      }
      if (!account) throw new Error('payout account not opened');
      if (gateway.mode === 'stripe')
        return gateway.accountLink({
          accountId: account.accountId,
          refreshUrl: onboardingReturnUrl(app, 'refresh'),
          returnUrl: onboardingReturnUrl(app, 'return'),
        });
      const token = newToken();
      await accounts.setLink(hostId, linkHash(token), new Date(Date.now() + SANDBOX_LINK_MS));
      return `${app.config.publicUrl}/backend/api${SANDBOX_ONBOARDING_PATH}/${token}`;
    },

    sandboxLink,

    /** 'Completa la verifica': the account is enabled and the link used up, if the profile is complete. */
    completeSandbox: (token: string) =>
      app.db.transaction(async (tx): Promise<SandboxLinkState> => {
        const state = await sandboxLink(token, tx);
        if (state.kind === 'ready') await accounts.enableSandbox(tx, state.profile.userId);
        return state;
      }),
  };
}
export type PayoutAccountService = ReturnType<typeof createPayoutAccountService>;
