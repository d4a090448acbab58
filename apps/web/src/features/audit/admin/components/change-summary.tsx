import { messages } from '@scrivania/core/messages.it';

const s = messages.audit.screen;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? s.emptyValue
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/**
 * A record's before → after, one line per field it touched (a record keeps only those): plain text,
 * so whatever a changed field held is shown, never run.
 */
export function ChangeSummary({ before, after }: { before: unknown; after: unknown }) {
  const was = asRecord(before);
  const is = asRecord(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  if (fields.length === 0) return null;
  return (
    <dl className="space-y-1">
      {fields.map((field) => (
        <div key={field}>
          <dt className="inline font-medium text-slate-900">{field}: </dt>
          <dd className="inline break-words text-slate-700">
            <span>{shown(was[field])}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> diventa </span>
            <span>{shown(is[field])}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
