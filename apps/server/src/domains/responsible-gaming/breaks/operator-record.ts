import type { PlayerBreakView } from '@lale/contract/backoffice-players';
import type { LimitView } from '@lale/contract/responsible-gaming/limits';
import type { Db } from '../../../db/client.ts';
import { listLimits } from '../limits/api.ts';
import { realityCheckMinutesOf } from '../sessions/session-summary.ts';
import { presentBreak } from './break-refusal.ts';
import { breakRepository } from './break-repository.ts';

/**
 * A player's responsible-gaming settings as operators see them: limits with pending changes,
 * every break (the one in force first), the reality-check interval. Read only.
 */
export async function responsibleGamingRecord(
  db: Db,
  uid: number,
  now: Date,
): Promise<{
  limits: LimitView[];
  currentBreak: PlayerBreakView | null;
  breaks: PlayerBreakView[];
  realityCheckMinutes: number;
}> {
  const [limits, rows, current, realityCheckMinutes] = await Promise.all([
    listLimits(db, uid, now),
    breakRepository.history(db, uid),
    breakRepository.findInForce(db, uid, now),
    realityCheckMinutesOf(db, uid),
  ]);
  const breaks = rows.map((row) => ({
    ...presentBreak(row),
    inForce: row.endsAt === null || row.endsAt > now,
  }));
  const currentBreak = current ? { ...presentBreak(current), inForce: true } : null;
  return { limits, currentBreak, breaks, realityCheckMinutes };
}
