import type { Db } from '../../db/client.ts';
import { appendToAuditChain } from './audit/audit-chain.ts';

export interface OperatorAuditEntry {
  operatorId: number | null;
  /**
   * `sportsbook.*`: the sportsbook's controls (http/sportsbook-operator.routes.ts); `cms.*`:
   * the content controls (http/cms-operator.routes.ts); `players.*`: reads of a player's
   * responsible-gaming record (players/players-operator.routes.ts).
   */
  action:
    | 'login'
    | 'logout'
    | 'confirm'
    | 'reject'
    | `sportsbook.${string}`
    | `cms.${string}`
    | `players.${string}`
    // Any other domain's `area.verb` (operators.create, access.address_refused, finance.*...).
    | `${string}.${string}`;
  requestId?: number | null;
  result: 'success' | 'failure';
  ip: string;
  detail?: Record<string, unknown>;
  at: Date;
}

/**
 * Every operator decision and sign-in, with who, when and from where, appended to the hash
 * chain (audit/audit-chain.ts): in the caller's transaction when it has one.
 */
export async function writeOperatorAudit(db: Db, entry: OperatorAuditEntry): Promise<void> {
  await appendToAuditChain(db, {
    operatorId: entry.operatorId,
    action: entry.action,
    requestId: entry.requestId ?? null,
    result: entry.result,
    ip: entry.ip,
    detail: entry.detail ?? null,
    createdAt: entry.at,
  });
}
