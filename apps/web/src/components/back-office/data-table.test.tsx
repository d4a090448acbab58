import { createColumnHelper } from '@tanstack/react-table';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DataTable } from './data-table.tsx';

type Row = { _id: number; email: string };
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('email', { header: 'Email' }),
  column.display({ id: 'actions', header: 'Azioni', cell: () => <button type="button">Modifica</button> }),
];

describe('the shared back-office table on a phone', () => {
  it('turns each row into a card with its header beside each value, and stays a table wider', () => {
    renderWithProviders(
      <DataTable
        caption="Utenti"
        data={[{ _id: 1, email: 'una.casella.molto.lunga@example.com' }]}
        columns={columns}
        getRowId={(row) => String(row._id)}
      />,
    );
    const table = screen.getByRole('table', { name: 'Utenti' });
    expect(table.getAttribute('data-phone-layout')).toBe('cards');
    expect(table.className).toContain('max-md:block');
    // The header row gives way to the cards' own labels on a phone only.
    expect(table.querySelector('thead')?.className).toContain('max-md:hidden');
    const row = screen.getAllByRole('row')[1];
    expect(row?.className).toContain('max-md:rounded-lg');
    const cell = screen.getByRole('cell', { name: 'una.casella.molto.lunga@example.com' });
    expect(cell.className).toContain('max-md:break-words');
    // The label is drawn by CSS on a phone only: no part of the cell's text.
    expect(cell.getAttribute('data-label')).toBe('Email:');
    expect(cell.className).toContain('max-md:before:content-[attr(data-label)]');
    expect(cell.textContent).toBe('una.casella.molto.lunga@example.com');
    // The actions stay in the card, visible.
    expect(screen.getByRole('button', { name: 'Modifica' })).toBeTruthy();
  });
});
