import { describe, expect, it } from 'vitest';
import { activeFilterCount } from './active-filters.ts';

const count = (query: string) => activeFilterCount(new URLSearchParams(query));

describe('the number of active search filters', () => {
  it('is none for words, an order, a map area and no preference of guests', () => {
    expect(count('search_input=Milano&sort=price_asc&bbox=9.1,45.4,9.3,45.5&no_of_guest=0&page=2')).toBe(0);
  });

  it('counts the dates once, the guests, the price once, the category, the instant booking and the rating', () => {
    expect(count('start_date=2030-01-02')).toBe(1);
    expect(count('start_date=2030-01-02&end_date=2030-01-04')).toBe(1);
    expect(count('no_of_guest=3')).toBe(1);
    expect(count('min_price=10&max_price=90')).toBe(1);
    expect(count('max_price=90')).toBe(1);
    expect(
      count(
        'search_input=Roma&start_date=2030-01-02&end_date=2030-01-04&no_of_guest=2&min_price=10&category_id=3&instant=1&min_rating=4',
      ),
    ).toBe(6);
  });

  it('counts each service chosen', () => {
    expect(count('service_ids=1,4,7')).toBe(3);
    expect(count('service_ids=1,4&instant=1')).toBe(3);
  });

  it('ignores parameters left empty', () => {
    expect(count('start_date=&min_price=&category_id=&service_ids=&min_rating=&instant=0')).toBe(0);
  });
});
