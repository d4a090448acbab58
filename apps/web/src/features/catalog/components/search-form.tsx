import { hourlyScreenMessages } from '@scrivania/core/catalog/hourly-screens-messages.it';
import { searchFilterParams } from '@scrivania/core/catalog/search-filter-params';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { DateRange, fromToday } from '../../../components/ui/date-range.tsx';
import { useAddressForm } from '../../../lib/address-form.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { paths } from '../../../lib/paths.ts';
import type { Search, SearchBoxes } from './search-form-schema.ts';

const GUEST_OPTIONS = [0, 1, 2, 3, 4, 5, 6, 7];
/** The times a window may start or end: every half hour of a working day. */
const TIME_OPTIONS = Array.from({ length: 31 }, (_, i) => {
  const minutes = 7 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});
// Its own catalogue: the whole catalog's messages would come with the home page's form (decision 108).
const h = hourlyScreenMessages;
const field = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900';

/** The schema is zod's weight, fetched once the visitor reaches for the form, not with the home page. */
const schema = lazyResolver(async () => (await import('./search-form-schema.ts')).searchResolver);

/**
 * The address of the results: the words and dates when given, the guests always (0: no preference).
 * A new search from the results keeps their filters and sort, as people expect when they change the
 * dates or the place; the map's area only while the words stay, since other words mean another place,
 * and with the area goes the sort by distance from its centre.
 */
export function resultsQuery(
  search: Pick<
    Search,
    'search_input' | 'start_date' | 'end_date' | 'start_time' | 'end_time' | 'no_of_guest'
  >,
  from?: URLSearchParams,
): URLSearchParams {
  const query = new URLSearchParams();
  if (search.search_input) query.set('search_input', search.search_input);
  if (search.start_date) query.set('start_date', search.start_date);
  if (search.end_date) query.set('end_date', search.end_date);
  if (search.start_time) query.set('start_time', search.start_time);
  if (search.end_time) query.set('end_time', search.end_time);
  query.set('no_of_guest', String(search.no_of_guest));
  if (!from) return query;
  for (const name of searchFilterParams) {
    const value = from.get(name);
    if (value !== null) query.set(name, value);
  }
  const area = from.get('bbox');
  const sameWords = (from.get('search_input') ?? '').trim() === (search.search_input ?? '');
  if (area !== null && sameWords) query.set('bbox', area);
  else if (query.get('sort') === 'distance') query.delete('sort');
  return query;
}

/**
 * The search of the home hero and of the results sidebar; both go to /PropertySearch. On the results,
 * `from` is their address: the form starts from its search and keeps its filters; `onSearched` is
 * told once a search has gone to its results.
 */
export function SearchForm({
  from,
  layout = 'row',
  onSearched,
}: {
  from?: URLSearchParams;
  layout?: 'row' | 'column';
  onSearched?: () => void;
}) {
  const navigate = useNavigate();
  const id = useId();
  // On a page the server rendered the form answers only once the app runs: until then it is disabled,
  // so words typed or a click made early are not lost to a plain form submission.
  const live = useHydrated();
  const boxes: SearchBoxes = {
    search_input: from?.get('search_input') ?? '',
    start_date: from?.get('start_date') ?? '',
    end_date: from?.get('end_date') ?? '',
    start_time: from?.get('start_time') ?? '',
    end_time: from?.get('end_time') ?? '',
    no_of_guest: from?.get('no_of_guest') ?? '0',
  };
  const form = useAddressForm<SearchBoxes, Search>(boxes, schema.resolver);
  const searchError = form.formState.errors.search_input?.message;
  const timeError = form.formState.errors.end_time?.message ?? form.formState.errors.start_time?.message;

  const grid =
    layout === 'row' ? 'grid gap-3 md:grid-cols-[2fr_1fr_1fr_1.4fr_1fr_auto] md:items-end' : 'grid gap-3';
  return (
    <search aria-label="Cerca uno spazio">
      <form
        onFocus={schema.preload}
        onPointerEnter={schema.preload}
        onSubmit={(event) =>
          form
            .handleSubmit((search) => {
              navigate(`${paths.propertySearch}?${resultsQuery(search, from)}`);
              onSearched?.();
            })(event)
            // The schema's code could not be fetched: the form stays, and the next submit tries again.
            .catch((error: unknown) => console.error('Failed to load the search form', error))
        }
        className="rounded-2xl bg-white p-4 text-slate-800 shadow-lg"
      >
        <fieldset disabled={!live} className={`${grid} m-0 min-w-0 border-0 p-0`}>
          <div>
            <label htmlFor={`${id}-q`} className="block text-sm font-medium">
              Dove o cosa cerchi
            </label>
            <input
              id={`${id}-q`}
              required
              // Written into the markup, so the server's page shows the words searched before the app runs.
              defaultValue={boxes.search_input}
              {...form.register('search_input')}
              {...(searchError && { 'aria-invalid': true, 'aria-describedby': `${id}-q-error` })}
              placeholder="Città, zona o tipo di spazio"
              className={field}
            />
            {searchError && (
              <p id={`${id}-q-error`} className="mt-1 text-sm text-red-700">
                {searchError}
              </p>
            )}
          </div>
          <DateRange control={form.control} start="start_date" end="end_date" calendarRange={fromToday} />
          <div className="grid grid-cols-2 gap-2">
            {(['start_time', 'end_time'] as const).map((name) => (
              <div key={name}>
                <label htmlFor={`${id}-${name}`} className="block text-sm font-medium">
                  {name === 'start_time' ? h.searchFrom : h.searchTo}
                </label>
                <select
                  id={`${id}-${name}`}
                  defaultValue={boxes[name]}
                  {...form.register(name)}
                  {...(timeError && { 'aria-invalid': true, 'aria-describedby': `${id}-time-error` })}
                  className={field}
                >
                  <option value="">{h.anyTime}</option>
                  {TIME_OPTIONS.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            {timeError && (
              <p id={`${id}-time-error`} className="col-span-2 text-sm text-red-700">
                {timeError}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-guests`} className="block text-sm font-medium">
              Ospiti
            </label>
            <select
              id={`${id}-guests`}
              // Chosen by the markup: registering this select does not pick its default option.
              defaultValue={boxes.no_of_guest}
              {...form.register('no_of_guest')}
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
        </fieldset>
      </form>
    </search>
  );
}
