import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';

const s = messages.audit.screen;
const fieldNames: Record<string, string> = messages.audit.fieldNames;

/** A field's Italian name, or its key for a field this screen does not know yet. */
export const fieldLabel = (key: string) => fieldNames[key] ?? key;

const percent = (value: number) => `${value.toLocaleString('it-IT')} %`;

/**
 * One value of a record as an operator reads it: cents as euro, a coupon's amount as euro or percent by
 * its `amount_type` (the record holds both), basis points as a percentage, yes/no; anything else as
 * plain text, never run.
 */
export function shownValue(key: string, value: unknown, record: Record<string, unknown>): string {
  if (value === null || value === undefined || value === '') return s.emptyValue;
  if (typeof value === 'number') {
    if (key.endsWith('_cents')) return formatEuroCents(value);
    if (key === 'percent_basis_points') return percent(value / 100);
    if (key === 'amount' && record.amount_type === 'amount') return formatEuroCents(value);
    if (key === 'amount' && record.amount_type === 'percentage') return percent(value);
  }
  if (typeof value === 'boolean') return value ? s.yes : s.no;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
