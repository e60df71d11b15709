import type { CouponLimits } from '@lale/contract/methods/sportsbook';
import { Success, type ClassHandlers } from '../../../../rpc/handler.ts';
import { refusals } from '../../../../platform/refusal.ts';
import { bonusStakeTerms } from '../../../bonus/api.ts';
import { createSeamlessWallet } from '../../../wallet/api.ts';
import { cashOut } from '../cash-out.service.ts';
import { SPORTSBOOK_GAME_ID } from '../coupon-money.ts';
import { couponHistory } from '../coupon-history.ts';
import { CouponIds } from '../coupon-ids.ts';
import { DEFAULT_COUPON_LIMITS } from '../coupon-limits.ts';
import { loadCouponDetail } from '../coupon-view.ts';
import { LegsStateCache } from '../legs-state-cache.ts';
import { couponsRepository as repo } from '../coupons.repository.ts';
import { assertRegionAllows } from '../../../responsible-gaming/api.ts';
import { placeCoupon, type CouponDeps } from '../place-coupon.service.ts';

/**
 * The player's coupons: placing one, reading one with its cash-out offer, cashing out, and
 * SPEC §7's bet history (`betframe getCoupons`). `cash_out` runs in the pipeline's
 * transaction, `place_coupon` writes in one statement (both declared in the contract).
 */
export function couponHandlers(options: {
  /** Real time, for the coupons' own timestamps. */
  now: () => Date;
  /** The sportsbook's clock, for suspensions (real time when left out). */
  sportsNow?: () => Date;
  limits?: CouponLimits;
}): {
  sportsbook: ClassHandlers<'sportsbook'>;
  betframe: ClassHandlers<'betframe'>;
} {
  const { now } = options;
  const deps: CouponDeps = {
    wallet: createSeamlessWallet(),
    now,
    sportsNow: options.sportsNow ?? now,
    limits: options.limits ?? DEFAULT_COUPON_LIMITS,
    legsCache: new LegsStateCache(),
    couponIds: new CouponIds(),
  };
  return {
    sportsbook: {
      place_coupon: {
        handle: async (p, ctx) => {
          await assertRegionAllows(ctx.db, { ip: ctx.ip, userId: ctx.session.uid });
          return new Success(await placeCoupon(ctx.db, deps, ctx.session.uid, p), {
            message: 'coupon_placed',
          });
        },
      },
      // As the coupon's stake will meet them in seamless_bet: the wallet's sportsbook game.
      stake_terms: {
        handle: async (_p, ctx) => ({
          bonus: await bonusStakeTerms(ctx.db, {
            userId: ctx.session.uid,
            game: SPORTSBOOK_GAME_ID,
            lang: ctx.lang,
            now: now(),
          }),
        }),
      },
      get_coupon: {
        handle: async (p, ctx) => {
          const row = await repo.find(ctx.db, p.couponId, { userId: ctx.session.uid });
          if (!row) throw refusals.notFound();
          return loadCouponDetail(ctx.db, row, { offerAt: deps.sportsNow(), lang: ctx.lang });
        },
      },
      cash_out: {
        handle: async (p, ctx) =>
          new Success(await cashOut(ctx.db, deps, ctx.session.uid, p), { message: 'cashed_out' }),
      },
    },
    betframe: {
      getCoupons: {
        handle: async (p, ctx) => {
          const { rows, total } = await couponHistory(ctx.db, ctx.session.uid, p, ctx.lang);
          return new Success(rows, {
            pagination: { limit: p.limit, offset: p.offset, total },
            ...(total === 0 ? { message: 'no_records' as const } : {}),
          });
        },
      },
    },
  };
}
