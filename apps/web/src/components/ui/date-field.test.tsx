import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field.tsx';

const box = () => screen.getByRole('textbox', { name: 'Dal' }) as HTMLInputElement;

function Controlled({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Dal"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Azzera
      </button>
    </>
  );
}

describe('DateField', () => {
  it('offers in its calendar only the days of its range, asked for each time it opens', () => {
    let first = '2027-03-05';
    render(<DateField label="Dal" calendarRange={() => ({ min: first })} />);
    const calendar = document.querySelector<HTMLInputElement>('input[type="date"]');
    const open = () => fireEvent.click(screen.getByRole('button', { name: 'Dal: scegli dal calendario' }));
    open();
    expect([calendar?.min, calendar?.max]).toEqual(['2027-03-05', '']);
    first = '2027-03-06';
    open();
    expect(calendar?.min).toBe('2027-03-06');
  });

  it('shows an ISO value as gg/mm/aaaa, with the format as its described hint', () => {
    render(<Controlled initial="2027-03-05" onChange={vi.fn()} />);
    expect(box().value).toBe('05/03/2027');
    expect(box().placeholder).toBe('gg/mm/aaaa');
    const hint = document.getElementById(box().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('gg/mm/aaaa');
  });

  it('hands on the ISO day of an Italian date, and the text itself while it names no day', () => {
    const onChange = vi.fn();
    render(<Controlled initial="" onChange={onChange} />);
    fireEvent.change(box(), { target: { value: '5/3/2027' } });
    expect(onChange).toHaveBeenLastCalledWith('2027-03-05');
    fireEvent.blur(box());
    expect(box().value).toBe('05/03/2027');
    fireEvent.change(box(), { target: { value: '31/02/2027' } });
    expect(onChange).toHaveBeenLastCalledWith('31/02/2027');
    expect(box().value).toBe('31/02/2027');
  });

  it('follows a value cleared from outside', () => {
    render(<Controlled initial="2027-03-05" onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Azzera' }));
    expect(box().value).toBe('');
  });

  it('sends the ISO day under its name with a plain form submission', () => {
    render(
      <form aria-label="Filtri">
        <DateField label="Dal" name="from" defaultValue="2027-03-05" />
      </form>,
    );
    fireEvent.change(box(), { target: { value: '06/03/2027' } });
    const data = new FormData(screen.getByRole('form', { name: 'Filtri' }) as HTMLFormElement);
    expect(data.get('from')).toBe('2027-03-06');
  });

  it('takes a day chosen in the calendar, and names its calendar button after the field', () => {
    const onChange = vi.fn();
    render(<Controlled initial="" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Dal: scegli dal calendario' })).toBeTruthy();
    const picker = document.querySelector('input[type="date"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { value: '2027-04-01' } });
    expect(onChange).toHaveBeenLastCalledWith('2027-04-01');
    expect(box().value).toBe('01/04/2027');
  });

  it('opens its own calendar for a property with days to leave out, asking for them on the first opening', async () => {
    const onOpen = vi.fn();
    render(
      <DateField
        label="Dal"
        value="2030-03-12"
        calendarRange={() => ({ min: '2030-03-05' })}
        days={{ unavailable: new Set(['2030-03-13']), onOpen }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dal: scegli dal calendario' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    const taken = await screen.findByRole('button', { name: '13 marzo 2030: non disponibile' });
    expect(taken).toHaveProperty('disabled', true);
  });
});
