import {
  type SearchRelaxable,
  searchRelaxable,
  searchRelaxParams,
} from '@scrivania/core/catalog/search-filter-params';
import { messages } from '@scrivania/core/messages.it';
import { Link } from 'react-router';
import { usePopularCities } from '../api/get-popular-cities.ts';

const f = messages.catalog.searchFilters;
/** Enough cities to offer a choice without burying the page's own links. */
const MAX_CITIES = 6;

/** The address without the filter an empty result names; a sort by distance goes with the map's area. */
export function withoutFilter(params: URLSearchParams, filter: SearchRelaxable): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const name of searchRelaxParams[filter]) next.delete(name);
  if (!next.has('bbox') && next.get('sort') === 'distance') next.delete('sort');
  return next;
}

/** The same search in another city: its dates, guests and filters kept, the map's area left behind. */
export function inCity(params: URLSearchParams, cityName: string): URLSearchParams {
  const next = withoutFilter(params, 'area');
  next.set('search_input', cityName);
  return next;
}

/** The filters the address sets, in the order the filter panel shows them. */
export function activeFilters(params: URLSearchParams): SearchRelaxable[] {
  return searchRelaxable.filter((filter) => searchRelaxParams[filter].some((name) => params.get(name)));
}

/**
 * Under an empty result: the catalogue's other cities and, one by one, the filters the search sets,
 * each a link to the same search otherwise. `relax`, the filter the page already offers to remove with
 * its button, is not offered twice. Links, so that they work on the server's page before the app runs.
 */
export function NoResultSuggestions({
  params,
  relax,
}: {
  params: URLSearchParams;
  relax: SearchRelaxable | null;
}) {
  const text = (params.get('search_input') ?? '').toLocaleLowerCase('it');
  const cities = (usePopularCities().data ?? [])
    .filter((city) => !text.includes(city.city_name.toLocaleLowerCase('it')))
    .slice(0, MAX_CITIES);
  const filters = activeFilters(params).filter((filter) => filter !== relax);
  if (cities.length === 0 && filters.length === 0) return null;
  const link = 'text-brand-700 underline hover:text-brand-800';

  return (
    <div className="mt-6 space-y-4 text-sm">
      {cities.length > 0 && (
        <nav aria-label={f.suggestions.otherCities}>
          <h2 className="font-semibold text-slate-800">{f.suggestions.otherCities}</h2>
          <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-2">
            {cities.map((city) => (
              <li key={city._id}>
                <Link to={`?${inCity(params, city.city_name)}`} className={link}>
                  {city.city_name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {filters.length > 0 && (
        <nav aria-label={f.suggestions.removeFilter}>
          <h2 className="font-semibold text-slate-800">{f.suggestions.removeFilter}</h2>
          <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-2">
            {filters.map((filter) => (
              <li key={filter}>
                <Link to={`?${withoutFilter(params, filter)}`} className={link}>
                  {f.relaxAction[filter]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
