import { messages } from '@scrivania/core/messages.it';
import { useId, useRef } from 'react';
import { SafeHtml } from '../../../../components/ui/safe-html.tsx';

const m = messages.hostCatalog.hostScreens.richText;

const TOOLS = [
  { label: m.bold, open: '<strong>', close: '</strong>' },
  { label: m.italic, open: '<em>', close: '</em>' },
  { label: m.paragraph, open: '<p>', close: '</p>' },
  { label: m.list, open: '<ul>\n<li>', close: '</li>\n</ul>' },
] as const;

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}

/**
 * The description: a text box whose buttons wrap the selected words in the few tags a listing may use,
 * and a preview sanitised as the property page will show it (the server sanitises again on save).
 */
export function RichTextField({ label, value, onChange, onBlur, error }: RichTextFieldProps) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);

  const wrap = (open: string, close: string) => {
    const box = area.current;
    if (!box) return;
    const { selectionStart: start, selectionEnd: end } = box;
    onChange(`${value.slice(0, start)}${open}${value.slice(start, end)}${close}${value.slice(end)}`);
    requestAnimationFrame(() => {
      box.focus();
      box.setSelectionRange(start + open.length, end + open.length);
    });
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div role="toolbar" aria-label={m.toolbar} aria-controls={id} className="flex flex-wrap gap-1">
        {TOOLS.map((tool) => (
          <button
            key={tool.label}
            type="button"
            onClick={() => wrap(tool.open, tool.close)}
            className="rounded border border-slate-300 bg-white px-2 py-1 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {tool.label}
          </button>
        ))}
      </div>
      <textarea
        ref={area}
        id={id}
        rows={8}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {m.hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <section aria-label={m.preview} className="rounded-md border border-slate-200 bg-white p-3">
        <h3 className="mb-2 text-sm font-semibold text-slate-600">{m.preview}</h3>
        <SafeHtml html={value} className="prose max-w-none text-slate-800" />
      </section>
    </div>
  );
}
