import { messages } from '@scrivania/core/messages.it';
import type { TableOptions } from '@tanstack/react-table';
import { useSearchParams } from 'react-router';
import { serverMessageOr } from '../../lib/api-client.ts';
import { ConsolePager } from './console-pager.tsx';
import { DataTable } from './data-table.tsx';

const m = messages.backOffice.table;

/** One page of a console list as the API answers it: no total, only whether another page follows. */
export interface ConsolePageData<Row> {
  items: Row[];
  page: number;
  has_more: boolean;
}

/** What the list needs of its query (TanStack Query's result fits). */
export interface ConsoleListQuery<Row> {
  data?: ConsolePageData<Row>;
  isError: boolean;
  error: unknown;
}

/**
 * The page a console list shows, kept in the address (`?page=`) next to the list's other parameters,
 * so a page can be reloaded, bookmarked and shared; anything that is not a positive integer is page 1.
 * `goTo` keeps the other parameters; page 1 drops `page` from the address.
 */
export function useConsolePage() {
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const goTo = (target: number) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (target <= 1) next.delete('page');
      else next.set('page', String(target));
      return next;
    });
  return { page, goTo };
}

interface ConsoleListProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  list: ConsoleListQuery<Row>;
  /** Built with `createColumnHelper<Row>()`. */
  columns: TableOptions<Row>['columns'];
  getRowId: (row: Row) => string;
  empty?: string;
  /** Said when the list cannot be read and the server gave no message of its own. */
  loadFailed?: string;
}

/**
 * A console list: the server's message (or `loadFailed`) when it cannot be read, a loading line until
 * the first page arrives, then the table with its caption and column headers, and the pager under it.
 */
export function ConsoleList<Row>({
  caption,
  list,
  columns,
  getRowId,
  empty = m.empty,
  loadFailed = m.loadFailed,
}: ConsoleListProps<Row>) {
  if (list.isError)
    return (
      <p role="alert" className="text-red-800">
        {serverMessageOr(list.error, loadFailed)}
      </p>
    );
  if (!list.data)
    return (
      <p role="status" className="text-slate-600">
        {m.loading}
      </p>
    );
  return (
    <>
      <DataTable
        caption={caption}
        data={list.data.items}
        columns={columns}
        getRowId={getRowId}
        empty={empty}
      />
      <ConsolePager page={list.data.page} hasMore={list.data.has_more} />
    </>
  );
}
