import type { AuditEntryView } from '@lale/contract/backoffice-operators';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { operatorAudit, operators } from '../../../db/schema.ts';
import { writeOperatorAudit } from '../operator-audit.ts';
import { verifyAuditChain } from './audit-chain.ts';
import { operatorRoute, type OperatorRouteDeps } from '../http/operator-route.ts';

/** A Turkish calendar day's start (UTC+3, no daylight saving since 2016). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/**
 * The audit log screen (audit.view): the rows, newest first, filtered by operator, action
 * (a prefix: `operators.` gives every operators action) and Turkish days; and the chain's
 * verification, itself audited.
 */
export function registerAuditRoutes(app: FastifyInstance, deps: OperatorRouteDeps): void {
  const { db } = deps;

  operatorRoute(app, deps, 'audit.list', {
    handler: async ({ query }) => listAudit(db, query),
  });

  operatorRoute(app, deps, 'audit.verify', {
    handler: async ({ auth, request }) => {
      const report = await verifyAuditChain(db);
      await writeOperatorAudit(db, {
        operatorId: auth.id,
        action: 'audit.verify',
        result: 'success',
        ip: request.ip,
        detail: { ...report },
        at: deps.now(),
      });
      return report;
    },
  });
}

async function listAudit(
  db: Db,
  query: {
    operatorId?: number | undefined;
    action?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ items: AuditEntryView[]; total: number }> {
  const where: SQL[] = [];
  if (query.operatorId) where.push(eq(operatorAudit.operatorId, query.operatorId));
  if (query.action)
    where.push(sql`${operatorAudit.action} like ${`${query.action.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (query.from) where.push(gte(operatorAudit.createdAt, dayStart(query.from)));
  if (query.to) where.push(lt(operatorAudit.createdAt, nextDay(query.to)));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ row: operatorAudit, operatorName: operators.username })
      .from(operatorAudit)
      .leftJoin(operators, eq(operators.id, operatorAudit.operatorId))
      .where(condition)
      .orderBy(desc(operatorAudit.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(operatorAudit)
      .where(condition),
  ]);
  return {
    total: Number(count?.n ?? 0),
    items: rows.map(({ row, operatorName }) => ({
      id: row.id,
      operatorId: row.operatorId,
      operatorName,
      action: row.action,
      requestId: row.requestId,
      result: row.result,
      ip: row.ip,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
      hash: row.hash,
    })),
  };
}
