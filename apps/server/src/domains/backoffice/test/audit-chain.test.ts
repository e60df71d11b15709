import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { verifyAuditChain } from '../api.ts';
import { writeOperatorAudit } from '../operator-audit.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { operatorClient, type OperatorClient } from '../../../../test/support/backoffice-client.ts';

let app: TestApp;
let admin: OperatorClient;
beforeAll(async () => {
  app = await createTestApp();
  admin = await operatorClient(app);
});
afterAll(() => app.close());

const db = () => app.database.db;

describe('the operator audit as a hash chain', () => {
  it('links every row to the one before, also when many write at once', async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        writeOperatorAudit(db(), {
          operatorId: null,
          action: 'test.concurrent',
          result: 'success',
          ip: '127.0.0.1',
          detail: { i, nested: { b: 1, a: [1, 'two'] } },
          at: new Date(),
        }),
      ),
    );
    const rows = rowsOf<{ id: number; prev_hash: string; hash: string }>(
      await db().execute(sql`select id, prev_hash, hash from operator_audit order by id`),
    );
    expect(rows.length).toBeGreaterThan(30);
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.prev_hash).toBe(rows[i - 1]!.hash);
    expect(new Set(rows.map((row) => row.prev_hash)).size).toBe(rows.length);
    expect(await verifyAuditChain(db())).toMatchObject({ ok: true, brokenAt: null });
    expect((await admin.post('/audit/verify', {})).body.data).toMatchObject({ ok: true });
  });

  it('finds exactly the row whose detail was changed in SQL, on the screen and in the check', async () => {
    const [victim] = rowsOf<{ id: number; detail: string }>(
      await db().execute(
        sql`select id, detail::text as detail from operator_audit where action = 'test.concurrent' order by id limit 1 offset 7`,
      ),
    );
    await db().execute(
      sql`update operator_audit set detail = '{"i": 999}'::jsonb where id = ${victim!.id}`,
    );
    expect(await verifyAuditChain(db())).toMatchObject({
      ok: false,
      brokenAt: victim!.id,
      reason: 'hash',
    });
    expect((await admin.post('/audit/verify', {})).body.data).toMatchObject({
      ok: false,
      brokenAt: victim!.id,
    });
    // Put back as it was, the row holds again.
    await db().execute(
      sql`update operator_audit set detail = ${victim!.detail}::jsonb where id = ${victim!.id}`,
    );
    expect(await verifyAuditChain(db())).toMatchObject({ ok: true });
  });

  it('finds a deleted row where the chain skips it', async () => {
    const [row] = rowsOf<{ id: number }>(
      await db().execute(
        sql`select id from operator_audit where action = 'test.concurrent' order by id limit 1 offset 20`,
      ),
    );
    await db().execute(sql`delete from operator_audit where id = ${row!.id}`);
    const report = await verifyAuditChain(db());
    expect(report.ok).toBe(false);
    expect(report.brokenAt).toBeGreaterThan(row!.id);
    expect(report.reason).toBe('link');
  });
});
