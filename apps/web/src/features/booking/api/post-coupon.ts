import type { CouponBody, CouponResponseSchema } from '@scrivania/core/booking/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

type CouponResponse = z.infer<typeof CouponResponseSchema>;

/**
 * POST booking/coupon: the server says whether the code applies, and why not (with the session, also
 * whether this user has used it up); its `_id` is the reference booking/store takes.
 */
export function useApplyCoupon() {
  return useMutation({
    mutationFn: (body: CouponBody) =>
      apiRequest<CouponResponse>('booking/coupon', { method: 'POST', body, auth: true }),
  });
}
