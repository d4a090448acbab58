import {
  searchFilterBoxes,
  searchFilterParams,
  searchSorts,
} from '@scrivania/core/catalog/search-filter-params';
import type { SearchFilterBoxes, SearchResponse } from '@scrivania/core/catalog/search-schemas';
import { messages } from '@scrivania/core/messages.it';
import { type ChangeEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { useAddressForm } from '../../../lib/address-form.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useMenuCategories } from '../api/get-menu.ts';
import { useSearchServices } from '../api/get-search-services.ts';
import type { FilterQuery } from './search-filter-form-schema.ts';

const m = messages.catalog.searchFilters.form;
const RATINGS = ['3', '3.5', '4', '4.5'];

/** The schema is zod's weight, fetched once the visitor reaches for the filters, not with the results. */
const schema = lazyResolver(async () => (await import('./search-filter-form-schema.ts')).filterResolver);
type CategoryCounts = SearchResponse['data']['category_counts'];

/** The address with other filters: the search's words, dates, guests and area stay; the page starts over. */
export function withFilters(params: URLSearchParams, filters: FilterQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const name of searchFilterParams) {
    const value = filters[name];
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** The schema's code could not be fetched: the filters stay, and the next change tries again. */
const reported = (submission: Promise<void>) =>
  submission.catch((error: unknown) => console.error('Failed to load the search filters', error));

/** A change a visitor makes by choosing (a checkbox, a select) applies at once; typed prices wait for Enter. */
const appliesAtOnce = (event: ChangeEvent<HTMLFormElement>) =>
  event.target instanceof HTMLSelectElement ||
  (event.target instanceof HTMLInputElement && event.target.type === 'checkbox');

/**
 * The filters and sort of the results page. They live in the address (decision 056): a filtered
 * search can be shared, the back button undoes a filter, and the server renders the same boxes the
 * browser adopts, disabled until the app runs. On phones they are in the results page's 'Filtri'
 * sheet; `onApplied` is told when a submission (Enter, 'Applica filtri') has applied them.
 */
export function SearchFilters({
  counts,
  onApplied,
}: {
  counts: CategoryCounts | undefined;
  onApplied?: () => void;
}) {
  const [params, setParams] = useSearchParams();
  const live = useHydrated();
  const id = useId();
  const { categories } = useMenuCategories();
  const services = useSearchServices().data ?? [];
  const boxes = searchFilterBoxes(params);
  const form = useAddressForm<SearchFilterBoxes, FilterQuery>(boxes, schema.resolver);

  const apply = form.handleSubmit((filters) => setParams(withFilters(params, filters)));
  const submit = form.handleSubmit((filters) => {
    setParams(withFilters(params, filters));
    onApplied?.();
  });
  const errors = form.formState.errors;
  const active = searchFilterParams.some((name) => name !== 'sort' && params.has(name));
  const countOf = new Map(counts?.map((entry) => [entry.id, entry.count]));

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 p-4">
      <h2 id={`${id}-title`} className="font-semibold">
        {m.label}
      </h2>
      <form
        noValidate
        onFocus={schema.preload}
        onPointerEnter={schema.preload}
        onSubmit={(event) => void reported(submit(event))}
        onChange={(event) => {
          if (appliesAtOnce(event)) void reported(apply());
        }}
        className="mt-3"
      >
        <fieldset disabled={!live} className="m-0 grid min-w-0 gap-4 border-0 p-0">
          <SelectField label={m.sort} defaultValue={boxes.sort} {...form.register('sort')}>
            {searchSorts
              // The distance is from the centre of the map's area: without one there is none.
              .filter((sort) => sort !== 'distance' || boxes.bbox !== '')
              .map((sort) => (
                <option key={sort} value={sort}>
                  {m.sorts[sort]}
                </option>
              ))}
          </SelectField>
          <fieldset className="m-0 min-w-0 border-0 p-0">
            <legend className="text-sm font-semibold">{m.price}</legend>
            <div className="grid grid-cols-2 gap-2">
              <Field
                label={m.minPrice}
                inputMode="decimal"
                autoComplete="off"
                defaultValue={boxes.min_price}
                error={errors.min_price?.message}
                {...form.register('min_price')}
              />
              <Field
                label={m.maxPrice}
                inputMode="decimal"
                autoComplete="off"
                defaultValue={boxes.max_price}
                error={errors.max_price?.message}
                {...form.register('max_price')}
              />
            </div>
          </fieldset>
          <SelectField
            // Drawn again when the categories arrive: a select picks its default only among the options it has.
            key={categories.length}
            label={m.category}
            defaultValue={boxes.category_id}
            error={errors.category_id?.message}
            {...form.register('category_id')}
          >
            <option value="">{m.anyCategory}</option>
            {categories.map((category) => (
              <option key={category._id} value={String(category._id)}>
                {counts
                  ? m.categoryCount(category.category_name, countOf.get(category._id) ?? 0)
                  : category.category_name}
              </option>
            ))}
          </SelectField>
          {services.length > 0 && (
            <fieldset className="m-0 min-w-0 border-0 p-0">
              <legend className="text-sm font-semibold">{m.services}</legend>
              <ul className="mt-1 space-y-1 text-sm">
                {services.map((service) => (
                  <li key={service._id} className="flex items-center gap-2">
                    <input
                      id={`${id}-service-${service._id}`}
                      type="checkbox"
                      value={String(service._id)}
                      defaultChecked={boxes.service_ids.includes(String(service._id))}
                      {...form.register('service_ids')}
                      className="size-4 accent-brand-700"
                    />
                    <label htmlFor={`${id}-service-${service._id}`}>{service.service_name}</label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <p className="flex items-center gap-2 text-sm">
            <input
              id={`${id}-instant`}
              type="checkbox"
              defaultChecked={boxes.instant}
              {...form.register('instant')}
              className="size-4 accent-brand-700"
            />
            <label htmlFor={`${id}-instant`}>{m.instant}</label>
          </p>
          <SelectField label={m.rating} defaultValue={boxes.min_rating} {...form.register('min_rating')}>
            <option value="">{m.anyRating}</option>
            {RATINGS.map((stars) => (
              <option key={stars} value={stars}>
                {m.ratingAtLeast(Number(stars))}
              </option>
            ))}
          </SelectField>
          <input type="hidden" defaultValue={boxes.bbox} {...form.register('bbox')} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit">{m.apply}</Button>
            {active && (
              <button
                type="button"
                // The order chosen is no filter: it stays.
                onClick={() => setParams(withFilters(params, { sort: params.get('sort') ?? undefined }))}
                className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
              >
                {m.clear}
              </button>
            )}
          </div>
        </fieldset>
      </form>
    </section>
  );
}
