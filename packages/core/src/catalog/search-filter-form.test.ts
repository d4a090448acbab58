import { describe, expect, it } from 'vitest';
import { catalogMessages } from './messages.it.ts';
import { type SearchFilterBoxes, SearchFilterFormSchema, searchFilterBoxes } from './search-schemas.ts';

const m = catalogMessages.searchFilters;
const empty: SearchFilterBoxes = {
  min_price: '',
  max_price: '',
  category_id: '',
  service_ids: [],
  instant: false,
  min_rating: '',
  sort: 'relevance',
  bbox: '',
};
const errorsOf = (boxes: Partial<SearchFilterBoxes>) => {
  const read = SearchFilterFormSchema.safeParse({ ...empty, ...boxes });
  return read.success ? {} : Object.fromEntries(read.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the search filter form', () => {
  it('writes only the filters given, services in order, instant as 1, the default sort left out', () => {
    expect(SearchFilterFormSchema.parse(empty)).toEqual({});
    expect(
      SearchFilterFormSchema.parse({
        ...empty,
        min_price: ' 20 ',
        max_price: '80,50',
        category_id: '3',
        service_ids: ['7', '2'],
        instant: true,
        min_rating: '4',
        sort: 'price_asc',
        bbox: '9,45,9.3,45.6',
      }),
    ).toEqual({
      min_price: '20',
      max_price: '80,50',
      category_id: '3',
      service_ids: '2,7',
      instant: '1',
      min_rating: '4',
      sort: 'price_asc',
      bbox: '9,45,9.3,45.6',
    });
  });

  it('reads one service checkbox alone as its value, or none when unticked', () => {
    expect(SearchFilterFormSchema.parse({ ...empty, service_ids: '5' })).toEqual({ service_ids: '5' });
    expect(SearchFilterFormSchema.parse({ ...empty, service_ids: false })).toEqual({});
  });

  it('refuses what the API refuses, on the box at fault, in Italian', () => {
    expect(errorsOf({ min_price: '90', max_price: '10' })).toEqual({ max_price: m.priceRangeInverted });
    expect(errorsOf({ min_price: 'dieci' })).toEqual({ min_price: m.minPriceInvalid });
    expect(errorsOf({ max_price: '200000' })).toEqual({ max_price: m.maxPriceInvalid });
    expect(errorsOf({ sort: 'distance' })).toEqual({ sort: m.distanceNeedsArea });
    expect(errorsOf({ sort: 'distance', bbox: '9,45,9.3,45.6' })).toEqual({});
  });

  it('shows an address’s filters in the boxes', () => {
    expect(searchFilterBoxes(new URLSearchParams('search_input=Milano'))).toEqual(empty);
    expect(
      searchFilterBoxes(
        new URLSearchParams('min_price=10&service_ids=2,7&instant=1&sort=rating&bbox=9,45,9.3,45.6'),
      ),
    ).toEqual({
      ...empty,
      min_price: '10',
      service_ids: ['2', '7'],
      instant: true,
      sort: 'rating',
      bbox: '9,45,9.3,45.6',
    });
  });
});
