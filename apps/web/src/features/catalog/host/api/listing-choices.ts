import type { CitiesResponse, MenuResponse } from '@scrivania/core/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../lib/api-query.ts';

/** Every category a listing may have (the menu's, including the one the menu hides) and every city. */
export function useListingChoices() {
  const categories = useQuery(apiQueryOptions<MenuResponse>('menu'));
  const cities = useQuery(apiQueryOptions<CitiesResponse>('city-section'));
  return {
    categories: categories.data?.data.map((c) => ({ id: c._id, name: c.category_name })) ?? [],
    cities: cities.data?.data.map((c) => ({ id: c._id, name: c.city_name })) ?? [],
  };
}
