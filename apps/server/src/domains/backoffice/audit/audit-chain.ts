import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { rowsOf, withTransaction, type Db } from '../../../db/client.ts';
import { operatorAudit, operatorAuditHead } from '../../../db/schema.ts';
import { canonicalJson } from './canonical-json.ts';

export const GENESIS_HASH = '0'.repeat(64);

export interface AuditRowContent {
  operatorId: number | null;
  action: string;
  requestId: number | null;
  result: 'success' | 'failure';
  ip: string;
  detail: unknown;
  createdAt: Date;
}

type AuditRow = typeof operatorAudit.$inferSelect;

/** What a row's hash covers: every column but the two hashes, in one canonical text. */
export function hashOfRow(prevHash: string, row: AuditRowContent & { id: number }): string {
  const content = canonicalJson({
    id: row.id,
    operatorId: row.operatorId,
    action: row.action,
    requestId: row.requestId,
    result: row.result,
    ip: row.ip,
    // As jsonb will give it back: undefined dropped, dates as text.
    detail:
      row.detail === null || row.detail === undefined
        ? null
        : JSON.parse(JSON.stringify(row.detail)),
    createdAt: row.createdAt.toISOString(),
  });
  return createHash('sha256').update(prevHash).update(content).digest('hex');
}

/** The head row, locked until the caller's transaction ends: one writer at a time, anywhere. */
async function lockHead(tx: Db): Promise<{ lastId: number | null; lastHash: string }> {
  const [head] = await tx
    .select()
    .from(operatorAuditHead)
    .where(eq(operatorAuditHead.id, 1))
    .for('update');
  if (!head) throw new Error('operator_audit_head is missing (migration 0040)');
  return head;
}

/**
 * Appends one row to the chain (in `db`'s transaction if it is one, else in its own): locks
 * the head, chains any row written before the chain existed, then writes the row with the
 * head's hash as its prev_hash and moves the head to it.
 */
export async function appendToAuditChain(db: Db, content: AuditRowContent): Promise<void> {
  await withTransaction(db, async (tx) => {
    let head = await lockHead(tx);
    head = await chainLegacyRows(tx, head);
    const [next] = rowsOf<{ id: string | number }>(
      await tx.execute(sql`select nextval(pg_get_serial_sequence('operator_audit', 'id')) as id`),
    );
    const id = Number(next?.id);
    const hash = hashOfRow(head.lastHash, { ...content, id });
    await tx.insert(operatorAudit).values({ ...content, id, prevHash: head.lastHash, hash });
    await tx
      .update(operatorAuditHead)
      .set({ lastId: id, lastHash: hash })
      .where(eq(operatorAuditHead.id, 1));
  });
}

/** Rows from before migration 0040 (no hash yet, after the head): chained in id order. */
async function chainLegacyRows(
  tx: Db,
  head: { lastId: number | null; lastHash: string },
): Promise<{ lastId: number | null; lastHash: string }> {
  const legacy = await tx
    .select()
    .from(operatorAudit)
    .where(and(isNull(operatorAudit.hash), gt(operatorAudit.id, head.lastId ?? 0)))
    .orderBy(asc(operatorAudit.id));
  if (legacy.length === 0) return head;
  let { lastId, lastHash } = head;
  for (const row of legacy) {
    const hash = hashOfRow(lastHash, contentOf(row));
    await tx
      .update(operatorAudit)
      .set({ prevHash: lastHash, hash })
      .where(eq(operatorAudit.id, row.id));
    lastId = row.id;
    lastHash = hash;
  }
  return { lastId, lastHash };
}

function contentOf(row: AuditRow): AuditRowContent & { id: number } {
  return {
    id: row.id,
    operatorId: row.operatorId,
    action: row.action,
    requestId: row.requestId,
    result: row.result,
    ip: row.ip,
    detail: row.detail,
    createdAt: row.createdAt,
  };
}

export interface ChainReport {
  ok: boolean;
  checked: number;
  brokenAt: number | null;
  reason: 'hash' | 'link' | 'tail' | null;
}

const PAGE = 2_000;

/**
 * Walks the chain from its first row: each row's prev_hash must be the hash of the row before
 * and its hash that of its own content; the head must name the last row. Returns the first
 * row that fails (a changed row shows as 'hash'; a deleted or inserted one as 'link').
 */
export async function verifyAuditChain(db: Db): Promise<ChainReport> {
  const [head] = await db.select().from(operatorAuditHead).where(eq(operatorAuditHead.id, 1));
  let prevHash = GENESIS_HASH;
  let lastId = 0;
  let checked = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(operatorAudit)
      .where(gt(operatorAudit.id, lastId))
      .orderBy(asc(operatorAudit.id))
      .limit(PAGE);
    for (const row of rows) {
      // Rows after the head and never chained are legacy rows waiting for the next write.
      if (row.hash === null && head && row.id > (head.lastId ?? 0)) return report(checked);
      if (row.prevHash !== prevHash) return broken(checked, row.id, 'link');
      if (row.hash !== hashOfRow(prevHash, contentOf(row))) return broken(checked, row.id, 'hash');
      prevHash = row.hash;
      lastId = row.id;
      checked += 1;
    }
    if (rows.length < PAGE) break;
  }
  if (head && head.lastHash !== prevHash) return broken(checked, head.lastId, 'tail');
  return report(checked);
}

const report = (checked: number): ChainReport => ({
  ok: true,
  checked,
  brokenAt: null,
  reason: null,
});
const broken = (
  checked: number,
  id: number | null,
  reason: ChainReport['reason'],
): ChainReport => ({
  ok: false,
  checked,
  brokenAt: id,
  reason,
});
