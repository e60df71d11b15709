import type { Db } from '../../../db/client.ts';
import { couponsRepository as repo } from './coupons.repository.ts';

/** Ids drawn at once: one round trip per this many placements. */
const BLOCK = 100;

/**
 * Coupon ids drawn from `sport_coupons`' sequence a block at a time, so that a placement needs
 * no statement of its own for its id (it must know it before `sport_place_coupon`: the stake's
 * wallet round is named after it). Ids are unique, not consecutive; one left unused when the
 * process stops is a gap, as a rolled-back insert leaves. One per database.
 */
export class CouponIds {
  private ids: number[] = [];
  private drawing: Promise<void> | null = null;

  async next(db: Db): Promise<number> {
    for (;;) {
      const id = this.ids.shift();
      if (id !== undefined) return id;
      this.drawing ??= repo
        .drawIds(db, BLOCK)
        .then((ids) => void this.ids.push(...ids))
        .finally(() => (this.drawing = null));
      await this.drawing;
    }
  }
}
