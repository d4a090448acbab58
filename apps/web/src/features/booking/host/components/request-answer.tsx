import { DECLINE_REASON_MAX } from '@scrivania/core/booking/host-booking-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/back-office/confirm-dialog.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { TextArea } from '../../../../components/ui/field.tsx';
import { formatRomeDateTime } from '../../../../lib/format.ts';
import type { RequestAnswer } from '../api/host-bookings.ts';

const d = messages.booking.hostScreens.detail;

/**
 * A request's answer: Accetta or Rifiuta, each confirmed in a dialog (the browser traps focus in it and
 * gives it back to the button); a decline may say why. `onAnswer` settles once the server has answered.
 */
export function RequestAnswerPanel({
  deadline,
  busy,
  onAnswer,
}: {
  deadline: string | null;
  busy: boolean;
  onAnswer: (answer: RequestAnswer) => Promise<unknown>;
}) {
  const [asking, setAsking] = useState<'accept' | 'decline' | null>(null);
  const [reason, setReason] = useState('');
  const send = (chosen: RequestAnswer) => onAnswer(chosen).finally(() => setAsking(null));
  const trimmed = reason.trim();

  return (
    <section aria-labelledby="request-answer" className="rounded-lg border border-amber-300 bg-amber-50 p-5">
      <h2 id="request-answer" className="text-lg font-semibold text-slate-900">
        {d.request}
      </h2>
      {deadline && <p className="mt-1 text-slate-700">{d.requestDeadline(formatRomeDateTime(deadline))}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="button" size="md" onClick={() => setAsking('accept')} disabled={busy}>
          {d.accept}
        </Button>
        <button
          type="button"
          onClick={() => setAsking('decline')}
          disabled={busy}
          className="rounded-md border border-red-300 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
        >
          {d.decline}
        </button>
      </div>
      <ConfirmDialog
        open={asking === 'accept'}
        title={d.acceptTitle}
        confirmLabel={d.accept}
        busy={busy}
        onConfirm={() => send({ answer: 'accept' })}
        onCancel={() => setAsking(null)}
      >
        <p>{d.acceptBody}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'decline'}
        title={d.declineTitle}
        confirmLabel={d.decline}
        danger
        busy={busy}
        onConfirm={() => send({ answer: 'decline', body: trimmed ? { reason: trimmed } : {} })}
        onCancel={() => setAsking(null)}
      >
        <p className="mb-4">{d.declineBody}</p>
        <TextArea
          label={d.declineReason}
          name="reason"
          rows={3}
          maxLength={DECLINE_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </ConfirmDialog>
    </section>
  );
}
