import type { BreakRefusalCode, BreakView } from '@lale/contract/responsible-gaming/breaks';
import { refusals, type Refusal } from '../../../platform/refusal.ts';
import type { BreakRow } from './break-repository.ts';

/** The message that tells a player on a break why, and until when. */
export function breakRefusalCode(kind: BreakRow['kind'], endsAt: Date | null): BreakRefusalCode {
  if (kind === 'timeout') return 'rg_timeout_active';
  return endsAt ? 'rg_self_excluded' : 'rg_self_excluded_permanent';
}

/** Refused: the player is on a break; `data.endsAt` fills the message's {endsAt}. */
export function breakRefusal(kind: BreakRow['kind'], endsAt: Date | null): Refusal {
  return refusals.forbidden(breakRefusalCode(kind, endsAt), {
    endsAt: endsAt ? endsAt.toISOString() : null,
  });
}

export function presentBreak(row: BreakRow): BreakView {
  return {
    kind: row.kind,
    duration: row.duration,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
  };
}
