import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { definitionsRepository as definitions, isLive } from './definitions.repository.ts';
import { depositCount } from './deposit-trigger.ts';
import { playerBonusesRepository as bonuses } from './player-bonuses.repository.ts';

/**
 * Of these promotions, the ones whose bonus the player can no longer take: not live, taken
 * already when it is once per player, a first-deposit bonus after a deposit, or a wagering
 * bonus while another one wagers (the deposit code's checks). A message offering one of them
 * is not shown to that player. A promotion without a bonus is never closed.
 */
export async function closedOffers(
  db: Db,
  userId: number,
  promotionIds: number[],
  now: Date,
): Promise<Set<number>> {
  const closed = new Set<number>();
  if (!promotionIds.length) return closed;
  const links = rowsOf<{ promotion_id: number; definition_id: number }>(
    await db.execute(
      sql`select promotion_id, definition_id from bonus_promotion_links
          where promotion_id = any(${`{${promotionIds.join(',')}}`}::int[])`,
    ),
  );
  if (!links.length) return closed;
  const held = await bonuses.ofPlayer(db, userId);
  const wagering = held.some((bonus) => bonus.status === 'wagering');
  const deposited = (await depositCount(db, userId)) > 0;
  for (const link of links) {
    const definition = await definitions.find(db, Number(link.definition_id));
    const taken = held.some((bonus) => bonus.definitionId === definition?.id);
    if (
      !definition ||
      !isLive(definition, now) ||
      (definition.oncePerPlayer && taken) ||
      (definition.trigger === 'first_deposit' && deposited) ||
      (definition.wageringMultiple > 0 && wagering)
    )
      closed.add(Number(link.promotion_id));
  }
  return closed;
}
