import { sql } from 'drizzle-orm';
import type { PromotionState } from '@lale/contract/bonus';
import type { Lang } from '@lale/contract/languages';
import type { Promotion } from '@lale/contract/methods/cms';
import { rowsOf, type Db } from '../../db/client.ts';
import { definitionsRepository as definitions } from './definitions.repository.ts';
import { presentOffer } from './bonus.presenter.ts';

/** A promotion's phase by its window (SPEC §4): coming before it starts, finished after it ends. */
export function promotionState(startsAt: Date, endsAt: Date, now: Date): PromotionState {
  if (now < startsAt) return 'coming';
  return now < endsAt ? 'active' : 'finished';
}

/** getPromotions' rows with their phase and the bonus definition each offers (null: none). */
export async function withBonusOffers(
  db: Db,
  promotions: Promotion[],
  now: Date,
  lang: Lang,
): Promise<Promotion[]> {
  const links = new Map(
    rowsOf<{ promotion_id: number; definition_id: number }>(
      await db.execute(sql`select promotion_id, definition_id from bonus_promotion_links`),
    ).map((row) => [Number(row.promotion_id), Number(row.definition_id)]),
  );
  const byId = new Map((await definitions.all(db)).map((d) => [d.id, d]));
  return promotions.map((promotion) => {
    const definition = byId.get(links.get(promotion.id) ?? -1);
    return {
      ...promotion,
      state: promotionState(new Date(promotion.Start_date), new Date(promotion.End_date), now),
      bonus: definition ? presentOffer(definition, lang) : null,
    };
  });
}
