import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { verifyAuditChain } from '../api.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { operatorClient, type OperatorClient } from '../../../../test/support/backoffice-client.ts';

// A control (the second-approval limit) whose change and audit row are read back from the
// database: the success row commits with the change or neither does.
const ACTION = 'finance.set_second_approval_limit';
let app: TestApp;
let admin: OperatorClient;
beforeAll(async () => {
  app = await createTestApp();
  admin = await operatorClient(app);
});
afterAll(() => app.close());

const db = () => app.database.db;
const limit = async () => (await admin.get('/finance/settings')).body.data.secondApprovalAbove;
const audits = async () =>
  rowsOf<{ result: string; limit: number; reason: string | null }>(
    await db().execute(sql`select result, (detail->'input'->>'secondApprovalAbove')::int as limit,
        detail->>'reason' as reason
      from operator_audit where action = ${ACTION} order by id`),
  );

describe('an audited control', () => {
  it('commits its change with its success audit', async () => {
    expect(
      (await admin.post('/finance/settings', { secondApprovalAbove: 50_000 })).body,
    ).toMatchObject({ result: true, data: { secondApprovalAbove: 50_000 } });
    expect(await limit()).toBe(50_000);
    const [audit] = await audits();
    expect(audit).toMatchObject({ result: 'success', limit: 50_000, reason: null });
  });

  it('rolls its change back when the audit row cannot be written, and audits the failure alone', async () => {
    await db().execute(sql`create function refuse_success_audit() returns trigger
      language plpgsql as $$ begin raise exception 'audit storage failed'; end $$`);
    await db().execute(sql`create trigger refuse_success_audit before insert on operator_audit
      for each row when (new.action = ${sql.raw(`'${ACTION}'`)} and new.result = 'success')
      execute function refuse_success_audit()`);
    try {
      const { status, body } = await admin.post('/finance/settings', {
        secondApprovalAbove: 70_000,
      });
      expect(status).toBe(500);
      expect(body.result).toBe(false);
    } finally {
      await db().execute(sql`drop trigger refuse_success_audit on operator_audit`);
      await db().execute(sql`drop function refuse_success_audit()`);
    }
    expect(await limit()).toBe(50_000);
    expect(
      (await audits()).map(({ result, limit: asked, reason }) => [result, asked, reason]),
    ).toEqual([
      ['success', 50_000, null],
      ['failure', 70_000, 'server_error'],
    ]);
    expect(await verifyAuditChain(db())).toMatchObject({ ok: true, brokenAt: null });
  });
});
