import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

export interface LedgerCheck {
  accounts: number;
  transfers: number;
  /** Each broken rule, in words; empty when the ledger is sound. */
  violations: string[];
}

/**
 * The ledger's invariants, checked from scratch: the balances over all accounts sum to zero,
 * every account's totals equal the sum of its transfers, and no player or jackpot account is
 * below zero. Used by the tests and the benches; cheap enough to run after every step.
 */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const violations: string[] = [];
  const [sums] = rowsOf<Record<string, string | number>>(
    await db.execute(sql`select count(*) as accounts,
      coalesce(sum(credits_posted - debits_posted), 0) as posted,
      coalesce(sum(credits_pending - debits_pending), 0) as pending
      from ledger_accounts`),
  );
  if (Number(sums!.posted) !== 0) violations.push(`posted balances sum to ${sums!.posted}, not 0`);
  if (Number(sums!.pending) !== 0)
    violations.push(`pending balances sum to ${sums!.pending}, not 0`);

  const mismatched = rowsOf<Record<string, string | number>>(
    await db.execute(sql`
      with moves as (
        select debit_account_id as account_id, amount as debit, 0::bigint as credit, status from ledger_transfers
        union all
        select credit_account_id, 0::bigint, amount, status from ledger_transfers
      ), totals as (
        select account_id,
          coalesce(sum(debit) filter (where status = 'posted'), 0) as debits_posted,
          coalesce(sum(credit) filter (where status = 'posted'), 0) as credits_posted,
          coalesce(sum(debit) filter (where status = 'pending'), 0) as debits_pending,
          coalesce(sum(credit) filter (where status = 'pending'), 0) as credits_pending
        from moves group by account_id
      )
      select a.id, a.kind, a.owner from ledger_accounts a left join totals t on t.account_id = a.id
      where a.debits_posted <> coalesce(t.debits_posted, 0)
         or a.credits_posted <> coalesce(t.credits_posted, 0)
         or a.debits_pending <> coalesce(t.debits_pending, 0)
         or a.credits_pending <> coalesce(t.credits_pending, 0)`),
  );
  for (const row of mismatched)
    violations.push(`account ${row.id} (${row.kind} ${row.owner}) differs from its transfers`);

  const negative = rowsOf<Record<string, string | number>>(
    await db.execute(sql`select id, kind, owner, credits_posted - debits_posted - debits_pending as available
      from ledger_accounts where not allow_negative and credits_posted - debits_posted - debits_pending < 0`),
  );
  for (const row of negative)
    violations.push(`account ${row.id} (${row.kind} ${row.owner}) is negative: ${row.available}`);

  const [count] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from ledger_transfers`),
  );
  return { accounts: Number(sums!.accounts), transfers: Number(count!.n), violations };
}
