import { messages } from '@scrivania/core/messages.it';
import { type ComponentProps, useId } from 'react';
import { rowButton } from '../../../../components/back-office/row-button.ts';
import { Button } from '../../../../components/ui/button.tsx';

const m = messages.catalog.admin;

/** A labelled checkbox with its error under it; takes react-hook-form's `register()`. */
export function CheckboxField({
  label,
  error,
  ...input
}: { label: string; error?: string | undefined } & Omit<ComponentProps<'input'>, 'id' | 'type'>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          {...input}
          id={id}
          type="checkbox"
          className="h-4 w-4"
          {...(error && { 'aria-invalid': true, 'aria-describedby': errorId })}
        />
        {label}
      </label>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Cancel and save at the foot of a catalogue form. */
export function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-3">
      <button type="button" onClick={onCancel} className={rowButton}>
        {m.cancel}
      </button>
      <Button type="submit" size="md" disabled={busy}>
        {m.save}
      </Button>
    </div>
  );
}
