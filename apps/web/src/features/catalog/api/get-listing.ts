import type {
  CategoryNameResponse,
  CityNameResponse,
  PropertyListResponse,
} from '@scrivania/core/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query.ts';

const LIST_STALE_MS = 60_000;
const id = (value: string | undefined) => encodeURIComponent(value ?? '');

export function useCategoryName(categoryId: string | undefined) {
  return useQuery(apiQueryOptions<CategoryNameResponse>(`category-name/${id(categoryId)}`));
}

export function useCategoryProperties(categoryId: string | undefined) {
  return useQuery({
    ...apiQueryOptions<PropertyListResponse>(`property/category-id/${id(categoryId)}`, LIST_STALE_MS),
    select: (response) => response.data,
  });
}

export function useCityName(cityId: string | undefined) {
  return useQuery(apiQueryOptions<CityNameResponse>(`city-name/${id(cityId)}`));
}

export function useCityProperties(cityId: string | undefined) {
  return useQuery({
    ...apiQueryOptions<PropertyListResponse>(`property/city-id/${id(cityId)}`, LIST_STALE_MS),
    select: (response) => response.data,
  });
}

export function useExploreProperties() {
  return useQuery({
    ...apiQueryOptions<PropertyListResponse>('explore-property', LIST_STALE_MS),
    select: (response) => response.data,
  });
}
