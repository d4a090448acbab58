import { type ReactNode, useId, useRef } from 'react';
import { Icon } from './icon.tsx';
import { keepTabInside, useModalDialog } from './modal.tsx';

/**
 * A modal sheet rising from the bottom of a phone's screen, on the native <dialog> as `Modal` is
 * (Escape closes it, the page behind is inert, Tab stays inside, focus goes back to its opener). Its
 * title and its `footer` stay in view while the rest scrolls between them.
 */
export function Sheet({
  onClose,
  title,
  footer,
  children,
}: {
  onClose: () => void;
  title: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Mounted only while open: whoever shows the sheet keeps it out of the page otherwise.
  useModalDialog(ref, true);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={keepTabInside}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className="mx-0 mt-auto mb-0 h-[90dvh] max-h-none w-full max-w-none rounded-t-2xl p-0 backdrop:bg-slate-900/60"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Chiudi"
            className="rounded p-1 hover:bg-slate-100"
          >
            <Icon className="size-6">
              <path d="M6 6l12 12M18 6L6 18" />
            </Icon>
          </button>
        </div>
        <div className="min-h-0 flex-1 space-y-6 overflow-y-auto p-4">{children}</div>
        <div className="border-t border-slate-200 p-4">{footer}</div>
      </div>
    </dialog>
  );
}
