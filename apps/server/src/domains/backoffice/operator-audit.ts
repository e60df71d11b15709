import type { Db } from '../../db/client.ts';
import { operatorAudit } from '../../db/schema.ts';

export interface OperatorAuditEntry {
  operatorId: number | null;
  /**
   * `sportsbook.*`: the sportsbook's controls (http/sportsbook-operator.routes.ts); `cms.*`:
   * the content controls (http/cms-operator.routes.ts).
   */
  action: 'login' | 'logout' | 'confirm' | 'reject' | `sportsbook.${string}` | `cms.${string}`;
  requestId?: number | null;
  result: 'success' | 'failure';
  ip: string;
  detail?: Record<string, unknown>;
  at: Date;
}

/** Every operator decision and sign-in, with who, when and from where. */
export async function writeOperatorAudit(db: Db, entry: OperatorAuditEntry): Promise<void> {
  await db.insert(operatorAudit).values({
    operatorId: entry.operatorId,
    action: entry.action,
    requestId: entry.requestId ?? null,
    result: entry.result,
    ip: entry.ip,
    detail: entry.detail ?? null,
    createdAt: entry.at,
  });
}
