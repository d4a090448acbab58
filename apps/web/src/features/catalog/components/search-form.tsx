import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { DateRange } from '../../../components/ui/date-range.tsx';
import { paths } from '../../../lib/paths.ts';

const GUEST_OPTIONS = [0, 1, 2, 3, 4, 5, 6, 7];
const field = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900';

export interface SearchValues {
  search_input?: string;
  start_date?: string;
  end_date?: string;
  no_of_guest?: string;
}

/** The search of the home hero and of the results sidebar; both go to /PropertySearch. */
export function SearchForm({
  initial = {},
  layout = 'row',
}: {
  initial?: SearchValues;
  layout?: 'row' | 'column';
}) {
  const navigate = useNavigate();
  const id = useId();
  const [start, setStart] = useState(initial.start_date ?? '');

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const query = new URLSearchParams();
    for (const key of ['search_input', 'start_date', 'end_date', 'no_of_guest']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) query.set(key, value);
    }
    navigate(`${paths.propertySearch}?${query}`);
  };

  const grid =
    layout === 'row' ? 'grid gap-3 md:grid-cols-[2fr_1fr_1fr_1fr_auto] md:items-end' : 'grid gap-3';
  return (
    <search aria-label="Cerca uno spazio">
      <form onSubmit={onSubmit} className={`${grid} rounded-2xl bg-white p-4 text-slate-800 shadow-lg`}>
        <div>
          <label htmlFor={`${id}-q`} className="block text-sm font-medium">
            Dove o cosa cerchi
          </label>
          <input
            id={`${id}-q`}
            name="search_input"
            required
            defaultValue={initial.search_input}
            placeholder="Città, zona o tipo di spazio"
            className={field}
          />
        </div>
        <DateRange
          start={{
            name: 'start_date',
            defaultValue: initial.start_date,
            onChange: (e) => setStart(e.target.value),
          }}
          end={{ name: 'end_date', defaultValue: initial.end_date }}
          startValue={start}
        />
        <div>
          <label htmlFor={`${id}-guests`} className="block text-sm font-medium">
            Ospiti
          </label>
          <select
            id={`${id}-guests`}
            name="no_of_guest"
            defaultValue={initial.no_of_guest ?? '0'}
            className={field}
          >
            {GUEST_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n === 0 ? 'Nessuna preferenza' : n === 7 ? '7+' : n}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Cerca</Button>
      </form>
    </search>
  );
}
