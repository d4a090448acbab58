import { searchFilterBoxes } from '@scrivania/core/catalog/search-filter-params';

/**
 * How many filters the address applies, for the phone's 'Filtri' button: the dates (one, with either
 * day), the guests, the price (one, with either bound), the category, each service, 'Prenotazione
 * immediata' and the minimum rating. The words searched, the order and the map's area are not
 * filters the sheet sets.
 */
export function activeFilterCount(params: URLSearchParams): number {
  const boxes = searchFilterBoxes(params);
  const given = (name: string) => (params.get(name) ?? '').trim() !== '';
  const guests = Number(params.get('no_of_guest'));
  return [
    given('start_date') || given('end_date'),
    Number.isFinite(guests) && guests > 0,
    boxes.min_price.trim() !== '' || boxes.max_price.trim() !== '',
    boxes.category_id.trim() !== '',
    boxes.instant,
    boxes.min_rating.trim() !== '',
  ].reduce((count, active) => count + (active ? 1 : 0), boxes.service_ids.length);
}
