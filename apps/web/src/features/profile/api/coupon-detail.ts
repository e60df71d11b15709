import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';

/** sportsbook get_coupon: a coupon's legs with their outcomes and the cash-out offer. */
export const couponQuery = (couponId: number) =>
  queryOptions({
    queryKey: ['user', 'betframe', 'get_coupon', couponId],
    queryFn: ({ signal }) => callData('sportsbook', 'get_coupon', { couponId }, { signal }),
    staleTime: 5_000,
  });

export function useCoupon(couponId: number) {
  return useQuery(couponQuery(couponId));
}
