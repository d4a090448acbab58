import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { Panel } from '../../../../components/back-office/panel.tsx';
import { formatBritishDate } from '../../../../lib/format.ts';
import { hostPaths } from '../../../../lib/host-paths.ts';
import { useHostPayoutsSummary } from '../api/payouts-summary.ts';

const d = messages.payouts.screen.dashboard;

/**
 * The dashboard's 'Prossimo pagamento': the amount and day of the next payout, and the next step
 * while the profile or the card account is not ready; it leads to Pagamenti.
 */
export function NextPayoutCard() {
  const summary = useHostPayoutsSummary();
  const data = summary.data;
  const step = !data
    ? null
    : !data.profile_complete
      ? d.profile
      : data.account_status && data.account_status !== 'enabled'
        ? d.account
        : null;
  return (
    <Panel title={d.title} link={{ to: hostPaths.payouts, label: d.link }}>
      {summary.isError ? (
        <p role="alert" className="text-red-800">
          {messages.payouts.screen.loadFailed}
        </p>
      ) : !data ? (
        <p role="status">{messages.payouts.screen.loading}</p>
      ) : (
        <>
          {data.next_payout ? (
            <>
              <p className="text-3xl font-bold text-slate-900">
                {formatEuroCents(data.next_payout.net_cents)}
              </p>
              <p className="text-slate-600">{d.next(formatBritishDate(data.next_payout.due_on))}</p>
            </>
          ) : (
            <p className="text-slate-600">{d.none}</p>
          )}
          {step && <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{step}</p>}
        </>
      )}
    </Panel>
  );
}
