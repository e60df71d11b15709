import type { MessageKey } from '@lale/contract/messages';
import type { LimitRefusalFacts } from '@lale/contract/responsible-gaming/limits';
import { refusals, type Refusal, type RefusalData } from '../../platform/refusal.ts';
import type { BetPolicy } from '../wallet/api.ts';

/** The SQLSTATEs with which the ledger's guards refuse a transfer (migrations 0033, 0034). */
const LIMIT_SQLSTATE = 'LR001';
const BREAK_SQLSTATE = 'LR002';

const LIMIT_CODES: Record<string, MessageKey> = {
  deposit: 'rg_deposit_limit_reached',
  loss: 'rg_loss_limit_reached',
  wager: 'rg_wager_limit_reached',
  session: 'rg_session_limit_reached',
};

/**
 * The responsible-gaming refusal a database error is (a limit, LR001, or a break, LR002, with
 * its facts as JSON in the message), wherever in its chain of causes; null for anything else.
 * The wallet asks it through its port (`responsibleGamingPolicy`), so the player reads the limit
 * and its reset on every path.
 */
export function databaseRefusalOf(error: unknown): Refusal | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const { code, message } = e as Error & { code?: unknown };
    if (code === LIMIT_SQLSTATE) return limitRefusal(JSON.parse(message) as LimitRefusalFacts);
    if (code === BREAK_SQLSTATE) return breakRefusal(JSON.parse(message) as BreakFacts);
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** A refusal for a limit, from its facts (the database's, or a check made before writing). */
export function limitRefusal(limit: LimitRefusalFacts): Refusal {
  const data: RefusalData = { limit: { ...limit } };
  return refusals.forbidden(LIMIT_CODES[limit.kind] ?? 'not_authorized', data);
}

interface BreakFacts {
  kind: 'timeout' | 'self_exclusion';
  endsAt: string | null;
}

function breakRefusal({ kind, endsAt }: BreakFacts): Refusal {
  const code: MessageKey =
    kind === 'timeout'
      ? 'rg_timeout_active'
      : endsAt
        ? 'rg_self_excluded'
        : 'rg_self_excluded_permanent';
  return refusals.forbidden(code, { endsAt });
}

/** True for a refusal made here: transports with their own codes answer it with theirs. */
export function isResponsibleGamingRefusal(refusal: Refusal): boolean {
  return refusal.kind === 'forbidden' && String(refusal.code).startsWith('rg_');
}

/** The player's limits and breaks as the wallet's port takes them (plugged in by the composition). */
export const responsibleGamingPolicy: BetPolicy = {
  kind: 'responsible_gaming',
  refusalOf: databaseRefusalOf,
  made: isResponsibleGamingRefusal,
};
