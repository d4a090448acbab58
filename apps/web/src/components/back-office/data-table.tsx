import { messages } from '@scrivania/core/messages.it';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  type TableOptions,
  useReactTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { ScrollRegion } from '../ui/scroll-region.tsx';
import { cardLabel, phoneCards } from './phone-cards.tsx';

const m = messages.backOffice.table;

interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  data: Row[];
  /** Built with `createColumnHelper<Row>()`: each column keeps its own value type. */
  columns: TableOptions<Row>['columns'];
  getRowId: (row: Row) => string;
  empty?: string;
}

/**
 * A back-office table on TanStack Table: a real <table> with a caption, header cells that sort when a
 * column allows it (a button, so keyboards reach it, and aria-sort for screen readers). On a phone
 * (below Tailwind's `md`) each row becomes a card of `label: value` lines with its actions, so the
 * page never scrolls sideways (issue 29, item 12, decision 081); wider, it is the table as it was.
 */
export function DataTable<Row>({ caption, data, columns, getRowId, empty = m.empty }: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const rows = table.getRowModel().rows;

  return (
    <ScrollRegion label={caption} className="md:rounded-lg md:border md:border-slate-200">
      <table
        data-phone-layout="cards"
        className={`min-w-full divide-y divide-slate-200 text-left text-sm max-md:divide-y-0 ${phoneCards.table}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className={`bg-slate-50 ${phoneCards.head}`}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className="px-4 py-3 font-semibold text-slate-700"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.isPlaceholder ? null : header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
                      >
                        {label}
                        <span aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                        {sorted && (
                          <span className="sr-only">
                            {sorted === 'asc' ? m.sortAscending : m.sortDescending}
                          </span>
                        )}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody
          className={`divide-y divide-slate-100 bg-white max-md:divide-y-0 max-md:bg-transparent ${phoneCards.body}`}
        >
          {rows.length === 0 ? (
            <tr className={phoneCards.row}>
              <td colSpan={columns.length} className="px-4 py-6 text-center text-slate-600 max-md:block">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={`hover:bg-slate-50 ${phoneCards.row}`}>
                {row.getVisibleCells().map((cell) => {
                  const header = cell.column.columnDef.header;
                  return (
                    <td
                      key={cell.id}
                      {...(typeof header === 'string' && header !== '' ? cardLabel(header) : {})}
                      className={`px-4 py-3 align-middle ${phoneCards.cell}`}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
