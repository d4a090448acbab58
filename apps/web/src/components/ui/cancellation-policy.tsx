import {
  type CancellationRule,
  type CancellationTerms,
  quoteCancellation,
} from '@scrivania/core/booking/cancellation';
import { cancellationMessages } from '@scrivania/core/booking/cancellation-messages.it';
import { formatRomeDate } from '../../lib/format.ts';

const m = cancellationMessages;

/**
 * Cancellation terms: a listing's current ones before booking, a booking's own after (decision 071).
 * The policy's sentence always, and once the first day is known the exact Rome-time deadlines of the
 * rule still ahead. The deadlines depend on the clock, so they are only given `firstDay` where the
 * page is drawn in the browser (after an availability check, at the checkout, on the booking's page),
 * never in server HTML that the app then takes over.
 */
export function CancellationPolicyNotice({
  terms,
  firstDay,
  now = new Date(),
}: {
  terms: CancellationTerms;
  /** 'YYYY-MM-DD', the first day of the stay. */
  firstDay?: string;
  now?: Date;
}) {
  return (
    <section aria-labelledby="cancellation-policy-title" className="rounded-2xl border border-slate-200 p-6">
      <h2 id="cancellation-policy-title" className="text-lg font-semibold text-slate-900">
        {m.policyTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{m.policyRules[terms.policy]}</p>
      {firstDay && <Deadlines rule={terms.rule} firstDay={firstDay} now={now} />}
    </section>
  );
}

function Deadlines({ rule, firstDay, now }: { rule: CancellationRule; firstDay: string; now: Date }) {
  const quote = quoteCancellation({ rule, firstDay, paidCents: 0, refundedCents: 0, now });
  if (!quote.cancellable) return <p className="mt-2 text-sm text-slate-700">{m.noneOnceStarted}</p>;
  const ahead = quote.deadlines.filter((deadline) => deadline.until.getTime() > now.getTime());
  return (
    <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
      <li>{m.refundNow(quote.percent)}</li>
      {ahead.map((deadline) => (
        <li key={deadline.until.toISOString()}>
          {m.deadline(deadline.percent, formatRomeDate(deadline.until))}
        </li>
      ))}
      {ahead.length > 0 && <li>{m.afterDeadlines(rule.final_percent)}</li>}
    </ul>
  );
}
