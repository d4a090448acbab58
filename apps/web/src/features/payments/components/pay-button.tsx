import { messages } from '@scrivania/core/messages.it';
import { Button } from '../../../components/ui/button.tsx';

/** 'Paga ora', disabled while a payment is on its way so it is never sent twice by a double click. */
export function PayButton({ busy, disabled }: { busy: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} block className="mt-4">
      {busy ? messages.payments.paying : messages.payments.payNow}
    </Button>
  );
}

/** An error of the payment, read out when it appears. */
export function PaymentError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  );
}

/** Says visibly that no real money moves (CONTRACT.md sandboxes). */
export function TestModeNotice({ hint }: { hint: string }) {
  return (
    <div role="note" className="mt-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <strong>{messages.payments.testMode}</strong> — {hint}
    </div>
  );
}

/** A fresh key per attempt: a retried request carries the same one and is applied once. */
export function newAttemptKey(): string {
  // getRandomValues, unlike randomUUID, also works on pages not served over HTTPS.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
