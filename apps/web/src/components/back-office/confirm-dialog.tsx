import { messages } from '@scrivania/core/messages.it';
import type { ReactNode } from 'react';
import { Modal } from '../ui/modal.tsx';
import { DialogButtons } from './dialog-buttons.tsx';

const m = messages.backOffice.confirm;

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  /** A destructive action gets a red button. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be taken back; Escape and Annulla leave everything as it was. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = m.confirm,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title}>
      <div className="space-y-6 text-slate-700">
        <div>{children}</div>
        <DialogButtons
          cancelLabel={m.cancel}
          onCancel={onCancel}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          danger={danger}
          busy={busy}
        />
      </div>
    </Modal>
  );
}
