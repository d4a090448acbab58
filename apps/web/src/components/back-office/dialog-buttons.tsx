/**
 * A dialog's two answers, side by side at its end: step back, or go ahead (red when it cannot be
 * undone). Without `onConfirm` the go-ahead button submits the dialog's form.
 */
export function DialogButtons({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  danger = false,
  busy = false,
}: {
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  onConfirm?: () => void;
  danger?: boolean;
  busy?: boolean;
}) {
  return (
    <div className="flex justify-end gap-3">
      <button
        type="button"
        onClick={onCancel}
        className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        disabled={busy}
        className={`rounded-md px-4 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${
          danger
            ? 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700'
            : 'bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700'
        }`}
      >
        {confirmLabel}
      </button>
    </div>
  );
}
