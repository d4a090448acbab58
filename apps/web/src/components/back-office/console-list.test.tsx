import { messages } from '@scrivania/core/messages.it';
import { createColumnHelper } from '@tanstack/react-table';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ConsoleList, type ConsoleListQuery, useConsolePage } from './console-list.tsx';

const t = messages.backOffice.table;
const pager = messages.backOffice.console.pager;
type Row = { _id: number; name: string };
const column = createColumnHelper<Row>();
const columns = [column.accessor('name', { header: 'Nome' })];

function List({ list }: { list: ConsoleListQuery<Row> }) {
  const { page, goTo } = useConsolePage();
  return (
    <>
      <p data-testid="page">{page}</p>
      <button type="button" onClick={() => goTo(1)}>
        reset
      </button>
      <ConsoleList caption="Voci" list={list} columns={columns} getRowId={(row) => String(row._id)} />
    </>
  );
}

describe('the shared console list', () => {
  it('says it is loading until the first page arrives', () => {
    renderWithProviders(<List list={{ isError: false, error: null }} />);
    expect(screen.getByRole('status').textContent).toBe(t.loading);
  });

  it('shows the server’s message when the list cannot be read, else its own', () => {
    const { unmount } = renderWithProviders(
      <List list={{ isError: true, error: new ApiError('Filtro non valido.', 400) }} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Filtro non valido.');
    unmount();
    renderWithProviders(<List list={{ isError: true, error: new Error('rete') }} />);
    expect(screen.getByRole('alert').textContent).toBe(t.loadFailed);
  });

  it('draws a captioned table with column headers, and the empty line', () => {
    const { unmount } = renderWithProviders(
      <List
        list={{
          isError: false,
          error: null,
          data: { items: [{ _id: 1, name: 'Roma' }], page: 1, has_more: false },
        }}
      />,
    );
    expect(screen.getByRole('table', { name: 'Voci' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Nome' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Roma' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    renderWithProviders(
      <List list={{ isError: false, error: null, data: { items: [], page: 1, has_more: false } }} />,
    );
    expect(screen.getByText(t.empty)).toBeTruthy();
  });

  it('keeps the page in the address with the other parameters, and page 1 leaves it out', () => {
    renderWithProviders(
      <List
        list={{
          isError: false,
          error: null,
          data: { items: [{ _id: 1, name: 'Roma' }], page: 2, has_more: true },
        }}
      />,
      { path: '/admin/x?status=open&page=2' },
    );
    expect(screen.getByTestId('page').textContent).toBe('2');
    expect(screen.getByRole('link', { name: pager.next }).getAttribute('href')).toBe(
      '/admin/x?status=open&page=3',
    );
    expect(screen.getByRole('link', { name: pager.previous }).getAttribute('href')).toBe(
      '/admin/x?status=open',
    );
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByTestId('page').textContent).toBe('1');
  });

  it('reads anything but a positive whole number as page 1', () => {
    renderWithProviders(<List list={{ isError: false, error: null }} />, { path: '/?page=-3' });
    expect(screen.getByTestId('page').textContent).toBe('1');
  });
});
