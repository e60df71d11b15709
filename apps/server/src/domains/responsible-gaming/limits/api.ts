import type { LimitView } from '@lale/contract/responsible-gaming/limits';
import type { Db } from '../../../db/client.ts';
import { presentLimit } from './limit.presenter.ts';
import { limitsRepository, withUsage } from './limits.repository.ts';

const KIND_ORDER = ['deposit', 'loss', 'wager', 'session'];
const PERIOD_ORDER = ['day', 'week', 'month', 'session'];

/**
 * The player's limits in force with what the current period (around `now`, Europe/Istanbul)
 * has used and when it resets, and any change waiting for its cooling-off. The session limit's
 * `used` is `sessionMinutes`, the signed-in session's minutes, which the caller knows.
 */
export async function listLimits(
  db: Db,
  userId: number,
  now: Date,
  sessionMinutes = 0,
): Promise<LimitView[]> {
  const rows = await limitsRepository.list(db, userId);
  if (rows.length === 0) return [];
  const usage = rows.some((row) => row.kind !== 'session')
    ? await limitsRepository.usage(db, userId, now)
    : new Map();
  return rows
    .sort(
      (a, b) =>
        KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
        PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period),
    )
    .map((row) => presentLimit(withUsage(row, usage), now, sessionMinutes));
}
