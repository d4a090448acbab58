import { type AuditEntry, auditKinds } from '@scrivania/core/audit/schemas';
import { messages } from '@scrivania/core/messages.it';
import { createColumnHelper } from '@tanstack/react-table';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsoleList } from '../../../../components/back-office/console-list.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { Field, SelectField } from '../../../../components/ui/field.tsx';
import { formatRomeDateTime } from '../../../../lib/format.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditTarget } from './audit-target.tsx';
import { ChangeSummary } from './change-summary.tsx';

const s = messages.audit.screen;
const kindNames: Record<string, string> = messages.audit.kindNames;
const column = createColumnHelper<AuditEntry>();
const FILTERS = ['kind', 'actor_id'] as const;

/** Registro attività: every console change, newest first, by kind and by user, a page at a time. */
export function AuditLogPage() {
  const [search, setSearch] = useSearchParams();
  const query = new URLSearchParams();
  for (const name of [...FILTERS, 'page']) {
    const value = search.get(name);
    if (value) query.set(name, value);
  }
  const log = useAuditLog(query.toString());
  const actorFilter = (id: number) => `?${new URLSearchParams({ actor_id: String(id) }).toString()}`;

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setSearch(next);
  };

  const columns = [
    column.accessor('at', { header: s.columns.at, cell: (info) => formatRomeDateTime(info.getValue()) }),
    column.display({
      id: 'actor',
      header: s.columns.actor,
      cell: ({ row }) => {
        const actor = row.original.actor;
        if (!actor) return s.nobody;
        return (
          <>
            <Link
              to={actorFilter(actor._id)}
              aria-label={s.onlyActor(actor.name)}
              className="font-medium text-brand-800 underline"
            >
              {actor.name}
            </Link>
            <span className="block text-slate-600">{actor.email}</span>
          </>
        );
      },
    }),
    column.accessor('kind', {
      header: s.columns.kind,
      cell: (info) => kindNames[info.getValue()] ?? info.getValue(),
    }),
    column.display({
      id: 'target',
      header: s.columns.target,
      cell: ({ row }) => <AuditTarget type={row.original.target_type} id={row.original.target_id} />,
    }),
    column.display({
      id: 'change',
      header: s.columns.change,
      cell: ({ row }) => <ChangeSummary before={row.original.before} after={row.original.after} />,
    }),
  ];

  return (
    <>
      <PageTitle title={s.title} description={s.intro} />
      <form
        aria-label={s.filtersLabel}
        onSubmit={onFilter}
        // A new filter starts from the first page; the form is drawn afresh when the address changes.
        key={query.toString()}
        className="mb-6 flex flex-wrap items-end gap-4"
      >
        <div className="w-72">
          <SelectField label={s.kind} name="kind" defaultValue={search.get('kind') ?? ''}>
            <option value="">{s.allKinds}</option>
            {auditKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindNames[kind]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="w-40">
          <Field
            label={s.actor}
            name="actor_id"
            type="number"
            min={1}
            inputMode="numeric"
            defaultValue={search.get('actor_id') ?? ''}
          />
        </div>
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {s.apply}
        </button>
        {(search.get('kind') || search.get('actor_id')) && (
          <Link to="?" className="py-2 font-medium text-brand-800 underline">
            {s.clear}
          </Link>
        )}
      </form>
      <ConsoleList
        caption={s.caption}
        list={log}
        columns={columns}
        getRowId={(row) => String(row._id)}
        empty={s.empty}
        loadFailed={s.loadFailed}
      />
    </>
  );
}
