import type { QueueItem } from '@lale/contract/backoffice';
import type { Lang } from '@lale/contract/languages';
import type { QueueRow } from '../cashier/api.ts';

export function presentQueueItem(row: QueueRow, lang: Lang): QueueItem {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    amount: row.amount,
    username: row.username,
    userId: row.userId,
    method: row.methodName[lang],
    transferTypeId: row.transferTypeId,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    decidedVia: row.decidedVia,
    note: row.decisionNote,
  };
}
