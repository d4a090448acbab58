import { messages } from '@scrivania/core/messages.it';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { hostPayoutKeys } from '../api/keys.ts';
import { useHostPayoutAccount } from '../api/payout-account.ts';
import { useHostPayoutProfile } from '../api/payout-profile.ts';
import { PayoutAccountCard } from './payout-account-card.tsx';
import { PayoutLines } from './payout-lines.tsx';
import { PayoutProfileForm } from './payout-profile-form.tsx';
import { StatementDownloads } from './statement-downloads.tsx';

const m = messages.payouts.screen;

/**
 * /host/payouts, 'Pagamenti': where the host stands and the next step, the payout profile (in one
 * place whether saved or not, so saving never moves it from under the host), upcoming, failed and
 * paid payouts, and the monthly statement. Back from the verification
 * (`?onboarding=return`) the account is read again and the screen says so.
 */
export function HostPayoutsPage({ go }: { go?: (url: string) => void }) {
  const [search] = useSearchParams();
  const returned = search.get('onboarding') === 'return';
  const queryClient = useQueryClient();
  const profile = useHostPayoutProfile();
  const account = useHostPayoutAccount();

  useEffect(() => {
    if (returned) void queryClient.invalidateQueries({ queryKey: hostPayoutKeys.all });
  }, [returned, queryClient]);

  const failed = profile.isError || account.isError;
  const ready = profile.data && account.data !== undefined;
  return (
    <>
      <PageTitle title={m.title} description={m.description} />
      {failed ? (
        <p role="alert" className="text-red-800">
          {m.loadFailed}
        </p>
      ) : !ready || !profile.data ? (
        <p role="status">{m.loading}</p>
      ) : (
        <div className="space-y-8">
          <PayoutAccountCard
            profileComplete={profile.data.complete}
            account={account.data ?? null}
            returned={returned}
            {...(go ? { go } : {})}
          />
          <PayoutProfileForm data={profile.data} />
          <PayoutLines group="upcoming" title={m.list.upcoming} empty={m.list.noUpcoming} />
          <PayoutLines group="failed" title={m.list.failed} empty="" hideWhenEmpty />
          <PayoutLines group="paid" title={m.list.paid} empty={m.list.noPaid} />
          <StatementDownloads />
        </div>
      )}
    </>
  );
}
