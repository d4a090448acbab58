import { fieldLabel, shownValue } from './audit-values.ts';

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * A record's before → after, one line per field it touched (a record keeps only those), each field by
 * its Italian name and each value as an operator reads it: plain text, so whatever a field held is
 * shown, never run.
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
          <dt className="inline font-medium text-slate-900">{fieldLabel(field)}: </dt>
          <dd className="inline break-words text-slate-700">
            <span>{shownValue(field, was[field], was)}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> diventa </span>
            <span>{shownValue(field, is[field], is)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
