import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CalendarAddBody,
  CalendarAddBodySchema,
  type ListingCalendars,
} from '@scrivania/core/catalog/calendar-schemas';
import { messages } from '@scrivania/core/messages.it';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { ApiError, serverMessageOr } from '../../../../lib/api-client.ts';
import { formatBritishDate, formatRomeDateTime } from '../../../../lib/format.ts';
import { useCalendarAction } from '../api/host-calendars.ts';

const m = messages.hostCatalog.calendars;
const fail = messages.hostCatalog.hostScreens.editor.saveFailed;

/**
 * 'Calendari' (decision 103): the listing's own feed address to copy or replace, the feeds it imports
 * with how their last sync went, the form that adds one, and the bookings an import conflicts with.
 */
export function CalendarsSection({
  listingId,
  calendars,
}: {
  listingId: number;
  calendars: UseQueryResult<ListingCalendars>;
}) {
  const action = useCalendarAction(listingId);
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const form = useForm<CalendarAddBody>({
    resolver: zodResolver(CalendarAddBodySchema),
    defaultValues: { name: '', url: '' },
  });

  const run = (input: Parameters<typeof action.mutate>[0], after?: () => void) => {
    setFeedback(null);
    action.mutate(input, {
      onSuccess: (answer) => {
        const failed = answer.message !== m.synced && input.kind === 'sync';
        setFeedback({ kind: failed ? 'error' : 'success', text: answer.message });
        after?.();
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : undefined;
        for (const [field, text] of Object.entries(fields ?? {}))
          if (field === 'url' || field === 'name') form.setError(field, { message: text });
        if (!fields) setFeedback({ kind: 'error', text: serverMessageOr(error, fail) });
      },
    });
  };

  if (calendars.isPending) return <p>{messages.common.loading}</p>;
  if (calendars.isError) return <p role="alert">{m.loadFailed}</p>;
  const data = calendars.data;

  return (
    <section
      aria-labelledby="calendars-title"
      className="space-y-6 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="calendars-title" className="text-xl font-semibold text-slate-900">
        {m.title}
      </h2>
      <FormMessage feedback={feedback} />
      <div className="space-y-2">
        <h3 className="font-semibold text-slate-800">{m.exportTitle}</h3>
        <p className="text-sm text-slate-600">{m.exportHelp}</p>
        <Field label={m.exportLabel} value={data.feed_url} readOnly onFocus={(e) => e.target.select()} />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            tone="secondary"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(data.feed_url)
                .then(() => setFeedback({ kind: 'success', text: m.copied }))
            }
          >
            {m.copy}
          </Button>
          <Button
            type="button"
            size="sm"
            tone="secondary"
            disabled={action.isPending}
            onClick={() => {
              if (window.confirm(m.rotateConfirm)) run({ kind: 'rotate' });
            }}
          >
            {m.rotate}
          </Button>
        </div>
      </div>
      <div className="space-y-3">
        <h3 className="font-semibold text-slate-800">{m.importTitle}</h3>
        <p className="text-sm text-slate-600">{m.importHelp}</p>
        {data.calendars.length === 0 ? (
          <p className="text-slate-600">{m.none}</p>
        ) : (
          <ul className="space-y-3">
            {data.calendars.map((calendar) => (
              <li key={calendar._id} className="rounded-md border border-slate-200 p-3">
                <p className="font-medium text-slate-900">{calendar.name}</p>
                <p className="break-all text-sm text-slate-600">{calendar.url}</p>
                <p className="text-sm text-slate-700">
                  {m.lastSync}:{' '}
                  {calendar.last_synced_at ? formatRomeDateTime(calendar.last_synced_at) : m.never} ·{' '}
                  {m.events(calendar.events)}
                </p>
                {calendar.last_error && (
                  <p className="text-sm text-red-700">
                    {m.error}: {calendar.last_error}
                  </p>
                )}
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button
                    type="button"
                    size="sm"
                    tone="secondary"
                    disabled={action.isPending}
                    aria-label={`${m.syncNow}: ${calendar.name}`}
                    onClick={() => run({ kind: 'sync', calendarId: calendar._id })}
                  >
                    {m.syncNow}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    tone="danger"
                    disabled={action.isPending}
                    aria-label={`${m.remove}: ${calendar.name}`}
                    onClick={() => run({ kind: 'remove', calendarId: calendar._id })}
                  >
                    {m.remove}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <form
          noValidate
          className="grid items-start gap-4 sm:grid-cols-[1fr_2fr_auto]"
          onSubmit={form.handleSubmit((body) => run({ kind: 'add', body }, () => form.reset()))}
        >
          <Field label={m.nameLabel} error={form.formState.errors.name?.message} {...form.register('name')} />
          <Field
            label={m.urlLabel}
            type="url"
            inputMode="url"
            error={form.formState.errors.url?.message}
            {...form.register('url')}
          />
          <Button type="submit" size="md" className="sm:mt-6" disabled={action.isPending}>
            {action.isPending && action.variables?.kind === 'add' ? m.adding : m.add}
          </Button>
        </form>
      </div>
      {data.conflicts.length > 0 && (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3">
          <h3 className="font-semibold text-amber-950">{m.conflictsTitle}</h3>
          <p className="text-sm text-amber-950">{m.conflictsHelp}</p>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {data.conflicts.map((conflict) => (
              <li key={`${conflict.booking_id}-${conflict.calendar_name}`}>
                {m.conflict(
                  conflict.booking_no,
                  formatBritishDate(conflict.start_date),
                  formatBritishDate(conflict.end_date),
                  conflict.calendar_name,
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
