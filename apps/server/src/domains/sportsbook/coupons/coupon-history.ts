import type { Lang } from '@lale/contract/languages';
import type { Coupon, CouponOutcome } from '@lale/contract/methods/sportsbook';
import type { Payload } from '@lale/contract/registry';
import type { Db } from '../../../db/client.ts';
import { historyWindow } from '../../history/api.ts';
import { presentHistoryRow } from './coupon.presenter.ts';
import { couponsRepository as repo } from './coupons.repository.ts';

export type CouponHistoryInput = Payload<'betframe', 'getCoupons'>;

/**
 * The bet history tab's filter → the coupons' outcomes. `win` is every closed coupon that paid
 * the player something: won, cashed out (always a positive amount) and void (the stake came
 * back), as SPEC §4 knows only open, win and lost; `lost` is lost alone.
 */
const OUTCOMES: Record<NonNullable<CouponHistoryInput['status']>, readonly CouponOutcome[]> = {
  open: ['open'],
  closed: ['won', 'lost', 'void', 'cashed_out'],
  win: ['won', 'cashed_out', 'void'],
  lost: ['lost'],
};

/**
 * SPEC §7 betframe getCoupons: the player's coupons placed between startDate and endDate (a
 * bare date is that whole Turkish day, as in the account history), newest first, a page of them
 * and the total.
 */
export async function couponHistory(
  db: Db,
  userId: number,
  input: CouponHistoryInput,
  lang: Lang,
): Promise<{ rows: Coupon[]; total: number }> {
  const window = historyWindow(input.startDate, input.endDate);
  const { rows, total } = await repo.historyPage(
    db,
    {
      userId,
      from: window.from,
      to: window.to,
      outcomes: input.status ? OUTCOMES[input.status] : null,
    },
    { limit: input.limit, offset: input.offset },
  );
  const legs = await repo.legsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => presentHistoryRow(row, legs.get(row.id) ?? [], lang)),
    total,
  };
}
