import type { OrderListResponseSchema } from '@scrivania/core/booking/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStoredToken } from '../../../lib/hydration.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

/** GET order/list (bearer): the user's own bookings, newest first. A failure is logged and loading ends. */
export function useOrderList() {
  const token = useStoredToken();
  return useQuery({
    queryKey: ['orders', token],
    queryFn: ({ signal }) =>
      apiRequest<OrderListResponse>('order/list', { auth: true, signal }).catch(logLoadError('order/list')),
    select: (response) => response.data,
    retry: false,
  });
}
