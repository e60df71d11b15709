import type { FinanceStatus } from '@lale/contract/backoffice-operators';
import type { DatePreset } from '@lale/contract/constants';
import { datePresetRange } from '@lale/contract/date-presets';
import type { LocalizedText } from '@lale/contract/site';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';

export interface FinanceQueueFilter {
  status: FinanceStatus;
  kind?: 'deposit' | 'withdrawal' | undefined;
  method?: number | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
  player?: string | undefined;
  preset?: DatePreset | undefined;
  limit: number;
  offset: number;
}

/** A request with what its risk flags are computed from (risk-flags.ts). */
export interface FinanceQueueRow {
  id: number;
  user_id: number;
  kind: 'deposit' | 'withdrawal';
  method_id: number;
  method_name: LocalizedText;
  transfer_type_id: number;
  amount: number;
  status: 'new' | 'confirmed' | 'canceled';
  details: Record<string, string>;
  created_at: Date;
  decided_at: Date | null;
  decided_by: number | null;
  decided_via: 'operator' | 'provider' | null;
  decision_note: string | null;
  provider_reference: string | null;
  username: string;
  user_created_at: Date;
  country: string;
  first_decision: 'confirm' | 'reject' | null;
  first_operator_id: number | null;
  first_operator_name: string | null;
  first_at: Date | null;
  first_note: string | null;
  self_excluded: boolean;
  limits_set: boolean;
  failed_logins: number;
  last_ip: string | null;
  no_play_since_deposit: boolean;
}

const TURKEY_OFFSET_MS = 3 * 3_600_000;
const turkishDay = (at: Date) =>
  new Date(at.getTime() + TURKEY_OFFSET_MS).toISOString().slice(0, 10);
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - TURKEY_OFFSET_MS);

function conditions(filter: FinanceQueueFilter, now: Date): SQL {
  const where: SQL[] = [];
  if (filter.status === 'new') where.push(sql`r.status = 'new' and f.id is null`);
  else if (filter.status === 'awaiting_approval')
    where.push(sql`r.status = 'new' and f.id is not null`);
  else where.push(sql`r.status = ${filter.status}`);
  if (filter.kind) where.push(sql`r.kind = ${filter.kind}`);
  if (filter.method) where.push(sql`r.method_id = ${filter.method}`);
  if (filter.minAmount !== undefined) where.push(sql`r.amount >= ${filter.minAmount}`);
  if (filter.maxAmount !== undefined) where.push(sql`r.amount <= ${filter.maxAmount}`);
  if (filter.player) {
    const id = /^\d{1,9}$/.test(filter.player) ? Number(filter.player) : -1;
    where.push(sql`(lower(u.username) = ${filter.player.toLowerCase()} or u.id = ${id})`);
  }
  if (filter.preset) {
    const range = datePresetRange(filter.preset, turkishDay(now));
    if (range.startDate) where.push(sql`r.created_at >= ${dayStart(range.startDate)}`);
    if (range.endDate)
      where.push(sql`r.created_at < ${new Date(dayStart(range.endDate).getTime() + 86_400_000)}`);
  }
  return sql.join(where, sql` and `);
}

const FROM = sql`
  from cashier_requests r
  join users u on u.id = r.user_id
  join cash_methods m on m.id = r.method_id
  left join finance_first_decisions f on f.request_id = r.id and f.second_at is null
  left join operators fo on fo.id = f.operator_id`;

/**
 * The finance queue: waiting requests oldest first, decided ones newest first, with the
 * player's facts for the risk flags, each computed from the player's own rows.
 */
export async function financeQueue(
  db: Db,
  filter: FinanceQueueFilter,
  now: Date,
): Promise<{ rows: FinanceQueueRow[]; total: number }> {
  const where = conditions(filter, now);
  const waiting = filter.status === 'new' || filter.status === 'awaiting_approval';
  const order = waiting ? sql`r.created_at asc, r.id asc` : sql`r.decided_at desc, r.id asc`;
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const rows = rowsOf<FinanceQueueRow>(
    await db.execute(sql`
      select r.id::int as id, r.user_id, r.kind, r.method_id, m.name as method_name,
        r.transfer_type_id, r.amount::bigint as amount, r.status, r.details, r.created_at,
        r.decided_at, r.decided_by, r.decided_via, r.decision_note, r.provider_reference,
        u.username, u.created_at as user_created_at, u.country,
        f.decision as first_decision, f.operator_id as first_operator_id,
        fo.username as first_operator_name, f.decided_at as first_at, f.note as first_note,
        exists (select 1 from rg_breaks b where b.user_id = r.user_id
          and b.kind = 'self_exclusion' and (b.ends_at is null or b.ends_at > ${now})
        ) as self_excluded,
        exists (select 1 from rg_limits l where l.user_id = r.user_id) as limits_set,
        (select count(*)::int from audit_log a where a.user_id = r.user_id
          and a.event = 'login' and a.result = 'failure' and a.created_at > ${dayAgo}
        ) as failed_logins,
        (select s.ip from sessions s where s.user_id = r.user_id
          order by s.created_at desc limit 1) as last_ip,
        (r.kind = 'withdrawal' and exists (
          select 1 from cashier_requests d where d.user_id = r.user_id
            and d.kind = 'deposit' and d.status = 'confirmed'
        ) and not exists (
          select 1 from ledger_transfers t join ledger_accounts la on la.id = t.debit_account_id
          where la.user_id = r.user_id and t.kind = 'bet' and t.created_at > (
            select max(d.decided_at) from cashier_requests d where d.user_id = r.user_id
              and d.kind = 'deposit' and d.status = 'confirmed')
        )) as no_play_since_deposit
      ${FROM}
      where ${where}
      order by ${order}
      limit ${filter.limit} offset ${filter.offset}`),
  );
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n ${FROM} where ${where}`),
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      amount: Number(row.amount),
      created_at: new Date(row.created_at),
      user_created_at: new Date(row.user_created_at),
      decided_at: row.decided_at ? new Date(row.decided_at) : null,
      first_at: row.first_at ? new Date(row.first_at) : null,
    })),
    total: Number(count?.n ?? 0),
  };
}
