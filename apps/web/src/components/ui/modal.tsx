import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { Icon } from './icon.tsx';

/** Where a dialog stands and how its parts are laid out: the classes of each. */
export interface DialogLook {
  dialog: string;
  frame: string;
  bar: string;
  title: string;
  body: string;
}

/** Centred over the page, scrolling as a whole. */
const CENTRED: DialogLook = {
  dialog: 'm-auto w-[min(64rem,calc(100%-2rem))] rounded-2xl',
  frame: 'max-h-[85vh] overflow-y-auto p-6',
  bar: 'flex items-start justify-between gap-4',
  title: 'text-2xl',
  body: 'mt-4',
};

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Centred unless told otherwise (as `SHEET` tells it). */
  look?: DialogLook;
  /** Below the content; a sheet keeps it in view while the content scrolls. */
  footer?: ReactNode;
}

/** What Tab reaches inside the dialog, in the page's order. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the dialog's last control goes back to its first, Shift+Tab from the first to the last: the
 * native dialog makes the page inert but lets Tab leave for the browser's own controls.
 */
export function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (document.activeElement !== (event.shiftKey ? first : last)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/** Shows the native dialog as a modal while `open`; once it closes, focus goes back to what opened it. */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => opener?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [ref, open]);
}

/**
 * A modal dialog on the native <dialog>: it closes on Escape and marks the rest of the page inert,
 * Tab stays inside it, and focus goes back to whatever opened it. Centred, or a sheet on a phone.
 */
export function Modal({ open, onClose, title, children, look = CENTRED, footer }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, open);

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
      className={`${look.dialog} p-0 backdrop:bg-slate-900/60`}
    >
      <div className={look.frame}>
        <div className={look.bar}>
          <h2 id={titleId} className={`${look.title} font-bold text-slate-900`}>
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
        <div className={look.body}>{children}</div>
        {footer && <div className="border-t border-slate-200 p-4">{footer}</div>}
      </div>
    </dialog>
  );
}
