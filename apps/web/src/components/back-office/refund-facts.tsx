import type { PaymentMethod } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';

const r = messages.booking.admin.screens.refunds;

/** A bank refund names only the IBAN's end: enough to check it against the guest's, not to copy it. */
function methodText(method: PaymentMethod | null, iban: string | null): string {
  if (method === null) return '—';
  if (method !== 'wireTransfer') return r.methods[method];
  return `${r.methods.wireTransfer} · ${iban ? r.ibanEnding(iban.replace(/\s/g, '').slice(-4)) : r.ibanMissing}`;
}

/** What a refund will give back and where, stated in its confirmation before anything is sent. */
export function RefundFacts({
  amountCents,
  method,
  iban,
}: {
  amountCents: number;
  method: PaymentMethod | null;
  iban: string | null;
}) {
  return (
    <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 rounded-lg bg-slate-50 p-4">
      <dt className="text-slate-600">{r.factsAmount}</dt>
      <dd className="font-semibold text-slate-900">{formatEuroCents(amountCents)}</dd>
      <dt className="text-slate-600">{r.factsMethod}</dt>
      <dd className="text-slate-900">{methodText(method, iban)}</dd>
    </dl>
  );
}
