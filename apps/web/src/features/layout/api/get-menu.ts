import type { MenuResponse } from '@scrivania/core/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

/** The category shown nowhere in the menu (SPEC section 2). */
export const HIDDEN_MENU_CATEGORY = 'Luxury Work Space';

export const menuQueryOptions = {
  queryKey: ['menu'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<MenuResponse>('menu', signal).catch(logLoadError('menu')),
  staleTime: 5 * 60_000,
};

export function useMenuCategories() {
  const query = useQuery(menuQueryOptions);
  const categories = query.data?.data.filter((c) => c.category_name !== HIDDEN_MENU_CATEGORY) ?? [];
  return { categories, isLoading: query.isLoading };
}
