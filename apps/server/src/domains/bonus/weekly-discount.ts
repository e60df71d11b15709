import type { Db } from '../../db/client.ts';
import { Refusal } from '../../platform/refusal.ts';
import { betPolicyRefusalOf } from '../wallet/api.ts';
import {
  definitionsRepository as definitions,
  isLive,
  type Definition,
} from './definitions.repository.ts';
import { grantBonus } from './grant.ts';
import type { PlayerBonus } from './player-bonuses.repository.ts';
import { lastWeekCasinoLosses } from './weekly-loss.ts';

/**
 * Whether a week's net casino loss earns the casino discount: a loss (positive) of at least
 * the definition's minimum (`minDeposit`, for a loss rebate the smallest loss that pays).
 */
export const lossQualifies = (definition: Definition, loss: number) =>
  loss > 0 && loss >= definition.minDeposit;

/**
 * Pays a week's casino discount: the definition's percentage of the loss, capped, as cash or
 * bonus as the definition says. Keyed by the week (`week:<monday>`): the player's claim and the
 * Monday run both come here, and whichever is second finds it paid (null).
 */
export function payWeekLoss(
  db: Db,
  input: { userId: number; definition: Definition; monday: string; loss: number; now: Date },
): Promise<PlayerBonus | null> {
  return grantBonus(db, {
    userId: input.userId,
    definition: { ...input.definition, oncePerPlayer: false },
    base: input.loss,
    earnedBy: `week:${input.monday}`,
    now: input.now,
  });
}

/**
 * The Monday run: every live casino-discount definition pays each player whose last whole week
 * (Monday to Monday, Türkiye's time) ended in a qualifying net casino loss and who has not been
 * paid for it. A player the grant refuses (on a break; a wagering bonus already running when the
 * discount is paid as bonus) is left for a later run of the same week. Returns how many were paid.
 */
export async function payWeeklyDiscounts(db: Db, now: Date): Promise<number> {
  let paid = 0;
  for (const definition of await definitions.withTrigger(db, ['weekly_loss'])) {
    if (!isLive(definition, now)) continue;
    const { monday, losses } = await lastWeekCasinoLosses(db, now, { unpaid: definition.id });
    for (const [userId, loss] of losses) {
      if (!lossQualifies(definition, loss)) continue;
      try {
        if (await payWeekLoss(db, { userId, definition, monday, loss, now })) paid++;
      } catch (error) {
        if (!(error instanceof Refusal) && !betPolicyRefusalOf(error)) throw error;
      }
    }
  }
  return paid;
}
