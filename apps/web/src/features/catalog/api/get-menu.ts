import type { MenuResponse } from '@scrivania/core/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query.ts';

export function useMenuCategories() {
  const query = useQuery(apiQueryOptions<MenuResponse>('menu'));
  const categories = query.data?.data.filter((c) => !c.hidden_from_menu) ?? [];
  return { categories, isLoading: query.isLoading };
}
