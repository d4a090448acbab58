import { messages } from '@scrivania/core/messages.it';
import type { PayoutAccount } from '@scrivania/core/payouts/schemas';
import { requirementLabels } from '@scrivania/core/payouts/stripe-requirements';
import { type BadgeTone, StatusBadge } from '../../../../components/back-office/status-badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { usePayoutOnboarding } from '../api/payout-onboarding.ts';

const a = messages.payouts.screen.account;
const statuses = messages.payouts.account.statuses;

const TONE: Record<PayoutAccount['status'], BadgeTone> = {
  not_started: 'neutral',
  pending: 'warning',
  enabled: 'success',
  restricted: 'danger',
};

/**
 * Where the host stands and the one next step: the profile first (payouts wait without it), then the
 * card payout account's verification, and what it still asks. `account` null: the site takes no card
 * payments, so payouts go by SEPA only.
 */
export function PayoutAccountCard({
  profileComplete,
  account,
  returned,
  go,
}: {
  profileComplete: boolean;
  account: PayoutAccount | null;
  /** Back from the verification (`?onboarding=return`): the state shown was read again. */
  returned: boolean;
  go?: (url: string) => void;
}) {
  const onboarding = usePayoutOnboarding(go);
  const status = account?.status;
  return (
    <section
      aria-labelledby="payout-account-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payout-account-title" className="text-lg font-semibold text-slate-900">
          {a.title}
        </h2>
        {account && <StatusBadge label={a.status(statuses[account.status])} tone={TONE[account.status]} />}
      </div>
      {returned && (
        <p role="status" className="rounded-md bg-sky-50 p-3 text-sm text-sky-900">
          {a.returned}
        </p>
      )}
      {!profileComplete ? (
        <p className="text-slate-700">{a.profileFirst}</p>
      ) : !account ? (
        <p className="text-slate-700">{a.sepaOnly}</p>
      ) : status === 'enabled' ? (
        <p className="text-slate-700">{a.enabled}</p>
      ) : (
        <>
          <p className="text-slate-700">{a.nextSteps[account.status]}</p>
          {account.requirements.length > 0 && (
            <div>
              <p className="text-sm font-medium text-slate-800">{a.pendingIntro}</p>
              <ul className="ml-5 list-disc text-sm text-slate-700">
                {requirementLabels(account.requirements).map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            </div>
          )}
          <Button type="button" size="md" onClick={() => onboarding.mutate()} disabled={onboarding.isPending}>
            {onboarding.isPending ? a.starting : status === 'not_started' ? a.start : a.resume}
          </Button>
          {onboarding.isError && (
            <p role="alert" className="text-sm text-red-800">
              {serverMessageOr(onboarding.error, a.startFailed)}
            </p>
          )}
        </>
      )}
    </section>
  );
}
