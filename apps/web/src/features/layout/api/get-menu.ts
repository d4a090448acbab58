import type { MenuResponse } from '@scrivania/core/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query.ts';

/** The category shown nowhere in the menu (SPEC section 2). */
export const HIDDEN_MENU_CATEGORY = 'Luxury Work Space';

export function useMenuCategories() {
  const query = useQuery(apiQueryOptions<MenuResponse>('menu'));
  const categories = query.data?.data.filter((c) => c.category_name !== HIDDEN_MENU_CATEGORY) ?? [];
  return { categories, isLoading: query.isLoading };
}
