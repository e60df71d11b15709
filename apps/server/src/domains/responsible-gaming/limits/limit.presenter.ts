import type { LimitView } from '@lale/contract/responsible-gaming/limits';
import type { LimitWithUsage } from './limits.repository.ts';

/** A limit as its owner sees it; `now` decides whether a pending change may be confirmed. */
export function presentLimit(row: LimitWithUsage, now: Date, sessionMinutes = 0): LimitView {
  const pending =
    row.requestedAt && row.effectiveAt
      ? {
          amount: row.pendingRemoval ? null : row.pendingAmount,
          requestedAt: row.requestedAt.toISOString(),
          effectiveAt: row.effectiveAt.toISOString(),
          confirmable: row.effectiveAt.getTime() <= now.getTime(),
        }
      : null;
  return {
    kind: row.kind,
    period: row.period,
    amount: row.amount,
    used: row.kind === 'session' ? sessionMinutes : row.used,
    resetsAt: row.resetsAt?.toISOString() ?? null,
    pending,
    setAt: row.setAt.toISOString(),
  };
}
