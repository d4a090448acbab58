import { messages } from '@scrivania/core/messages.it';
import { useId, useState } from 'react';

const m = messages.backOffice.dropZone;

interface FileDropZoneProps {
  label: string;
  /** What may be dropped and how many, said to everyone before they choose. */
  limit: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * Files dropped on the area or chosen with its button (a real file input, so keyboards and screen
 * readers use the browser's own picker). The files go to `onFiles` as they are: checking them is the
 * caller's, and the server's.
 */
export function FileDropZone({
  label,
  limit,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
}: FileDropZoneProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [over, setOver] = useState(false);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer's shortcut; keyboards use the file button inside.
    <section
      aria-describedby={hintId}
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
      className={`rounded-lg border-2 border-dashed p-6 text-center ${
        over ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'
      }`}
    >
      <p id={hintId} className="text-slate-700">
        {m.hint(limit)}
      </p>
      <label
        htmlFor={inputId}
        className="mt-3 inline-block cursor-pointer rounded-md border border-slate-300 bg-white px-4 py-2 font-medium hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
      >
        {label}
        <input
          id={inputId}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            onFiles([...(event.currentTarget.files ?? [])]);
            // The same files can be chosen again after a failure.
            event.currentTarget.value = '';
          }}
        />
      </label>
    </section>
  );
}
