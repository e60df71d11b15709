import { PAGE_SIZE, type DatePreset } from '@lale/contract/constants';
import { datePresetRange } from '@lale/contract/date-presets';
import { infiniteQueryOptions } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { nextOffset, toListPage } from '../../../shared/api/paging.ts';
import { call } from '../../../shared/rpc/call.ts';

export type CouponStatusFilter = 'all' | 'open' | 'closed' | 'win' | 'lost';

export interface CouponsFilter {
  status: CouponStatusFilter;
  preset: DatePreset;
}

/**
 * betframe getCoupons (SPEC §7), 10 a page (SPEC §9), newest first; "show more" appends, a new
 * filter is a new key whose first page replaces the list. Under ['user', 'betframe'], which a
 * placed coupon or a cash-out refreshes.
 */
export const couponsPagesQuery = (filter: CouponsFilter, today = dayjs().format('YYYY-MM-DD')) =>
  infiniteQueryOptions({
    queryKey: ['user', 'betframe', 'getCoupons', filter, today],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const payload = {
        limit: PAGE_SIZE.defaultPagination,
        offset: pageParam,
        ...datePresetRange(filter.preset, today),
        ...(filter.status === 'all' ? {} : { status: filter.status }),
      };
      return toListPage(await call('betframe', 'getCoupons', payload, { signal }), pageParam);
    },
    getNextPageParam: nextOffset,
  });
