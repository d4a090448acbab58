import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { longDate, MonthGrid } from './month-grid.tsx';

const dayCell = (day: string) => <span data-day={day}>{longDate(day)}</span>;

describe('the month grid', () => {
  it('lays a month out in weeks from Monday, under Italian weekday names, each day drawn by its caller', () => {
    const { container } = render(<MonthGrid initialMonth="2030-03" place="panel" renderDay={dayCell} />);
    const table = screen.getByRole('table', { name: 'marzo 2030' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    // 1 March 2030 is a Friday: four empty cells before it, and 31 days in all.
    expect([...(rows[0]?.children ?? [])].map((cell) => cell.textContent)).toEqual([
      '',
      '',
      '',
      '',
      '1 marzo 2030',
      '2 marzo 2030',
      '3 marzo 2030',
    ]);
    expect(
      [...container.querySelectorAll('[data-day]')].map((cell) => cell.getAttribute('data-day')),
    ).toEqual(Array.from({ length: 31 }, (_, i) => `2030-03-${String(i + 1).padStart(2, '0')}`));
  });

  it('turns to the month before and after across a year, saying the new title', () => {
    render(<MonthGrid initialMonth="2030-01" place="panel" renderDay={dayCell} />);
    expect(screen.getByRole('heading', { name: 'gennaio 2030' }).getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Mese precedente' }));
    expect(screen.getByRole('heading', { name: 'dicembre 2029' })).toBeTruthy();
    expect(screen.getByText('31 dicembre 2029')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mese successivo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mese successivo' }));
    expect(screen.getByRole('table', { name: 'febbraio 2030' })).toBeTruthy();
  });

  it('titles a month over a field with no heading: the dialog around it names it', () => {
    render(<MonthGrid initialMonth="2030-03" place="popup" renderDay={dayCell} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByText('marzo 2030')).toHaveLength(2);
  });
});
