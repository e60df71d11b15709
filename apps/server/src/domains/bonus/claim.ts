import { sql } from 'drizzle-orm';
import type { BonusClaimResult } from '@lale/contract/bonus';
import type { Lang } from '@lale/contract/languages';
import type { Db } from '../../db/client.ts';
import { refusals } from '../../platform/refusal.ts';
import {
  definitionsRepository as definitions,
  isLive,
  type Definition,
} from './definitions.repository.ts';
import { grantBonus } from './grant.ts';
import { playerBonusesRepository as bonuses } from './player-bonuses.repository.ts';
import { presentBonus } from './bonus.presenter.ts';
import { lossQualifies, payWeekLoss } from './weekly-discount.ts';
import { lastWeekCasinoLoss } from './weekly-loss.ts';

export type ClaimTarget = { definitionId: number } | { code: string };

/**
 * The claim button (a promotion, quick access) or a code. The casino discount pays last week's
 * share of loss once per week (or finds the Monday run paid it); a 'claim' definition grants its cap; a deposit definition records
 * the opt-in and pays with the next qualifying deposit. Anything else is refused, localised,
 * and changes nothing.
 */
export async function claimBonus(
  db: Db,
  userId: number,
  target: ClaimTarget,
  now: Date,
  lang: Lang,
): Promise<BonusClaimResult> {
  const definition =
    'code' in target
      ? await definitions.byOptInCode(db, target.code)
      : await definitions.find(db, target.definitionId);
  if (!definition) throw refusals.notFound('bonus_code_unknown', { code: 'bonus_code_unknown' });
  if (!isLive(definition, now)) throw refusals.failed('bonus_not_available');
  if (!('code' in target) && definition.optInCode && definition.trigger === 'promotion_code')
    throw refusals.failed('bonus_not_available');
  const granted = await grantNow(db, userId, definition, now);
  if (granted === 'opt_in') return { granted: null, definitionId: definition.id };
  return { granted: presentBonus(granted, definition, lang), definitionId: definition.id };
}

async function grantNow(db: Db, userId: number, definition: Definition, now: Date) {
  if (definition.trigger === 'weekly_loss') {
    const { monday, loss } = await lastWeekCasinoLoss(db, userId, now);
    if (!lossQualifies(definition, loss)) throw refusals.failed('bonus_no_loss');
    const bonus = await payWeekLoss(db, { userId, definition, monday, loss, now });
    if (!bonus) throw refusals.conflict('bonus_already_claimed');
    return bonus;
  }
  if (definition.trigger === 'claim') {
    const bonus = await grantBonus(db, {
      userId,
      definition: { ...definition, percentage: 100 },
      base: definition.cap,
      earnedBy: `claim:${now.toISOString().slice(0, 10)}`,
      now,
    });
    if (!bonus) throw refusals.conflict('bonus_already_claimed');
    return bonus;
  }
  if (definition.oncePerPlayer && (await bonuses.hasAny(db, userId, definition.id)))
    throw refusals.conflict('bonus_already_claimed');
  await db.execute(
    sql`insert into bonus_opt_ins (user_id, definition_id, opted_in_at)
        values (${userId}, ${definition.id}, ${now.toISOString()}::timestamptz)
        on conflict do nothing`,
  );
  return 'opt_in' as const;
}
