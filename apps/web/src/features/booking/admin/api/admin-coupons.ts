import type {
  AdminCouponBody,
  AdminCouponListResponseSchema,
  AdminCouponPatch,
  AdminCouponResponseSchema,
} from '@scrivania/core/booking/admin-coupon-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

type ListResponse = z.infer<typeof AdminCouponListResponseSchema>;
type CouponResponse = z.infer<typeof AdminCouponResponseSchema>;

const couponKeys = {
  all: ['admin', 'coupons'] as const,
  page: (page: number) => ['admin', 'coupons', page] as const,
};

/** GET admin/coupons: a page of coupons with their uses and the discount they gave. */
export const useAdminCoupons = (page: number) =>
  useQuery({
    queryKey: couponKeys.page(page),
    queryFn: ({ signal }) => apiRequest<ListResponse>(`admin/coupons?page=${page}`, { auth: true, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    retry: false,
  });

function useCouponMutation<Variables>(send: (variables: Variables) => Promise<CouponResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

/** POST admin/coupons. */
export const useCreateCoupon = () =>
  useCouponMutation((body: AdminCouponBody) =>
    apiRequest<CouponResponse>('admin/coupons', { method: 'POST', body, auth: true }),
  );

/** PATCH admin/coupons/{id}. */
export const useUpdateCoupon = () =>
  useCouponMutation(({ id, body }: { id: number; body: AdminCouponPatch }) =>
    apiRequest<CouponResponse>(`admin/coupons/${id}`, { method: 'PATCH', body, auth: true }),
  );

/** POST admin/coupons/{id}/end. */
export const useEndCoupon = () =>
  useCouponMutation((id: number) =>
    apiRequest<CouponResponse>(`admin/coupons/${id}/end`, { method: 'POST', auth: true }),
  );
