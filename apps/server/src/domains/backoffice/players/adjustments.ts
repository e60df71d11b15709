import type {
  AdjustmentAccount,
  AdjustmentStatus,
  BalanceAdjustmentView,
} from '@lale/contract/backoffice-players';
import { sql } from 'drizzle-orm';
import { rowsOf, withTransaction, type Db } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import { InsufficientFundsError, transfer, type AccountRef } from '../../wallet/api.ts';

interface AdjustmentRow {
  id: number | string;
  user_id: number;
  username: string;
  account: AdjustmentAccount;
  amount: number | string;
  reason: string;
  status: AdjustmentStatus;
  proposed_by_id: number;
  proposed_by: string;
  proposed_at: Date | string;
  decided_by: string | null;
  decided_at: Date | string | null;
  decision_note: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function present(row: AdjustmentRow): BalanceAdjustmentView {
  return {
    id: Number(row.id),
    uid: row.user_id,
    username: row.username,
    account: row.account,
    amount: Number(row.amount),
    reason: row.reason,
    status: row.status,
    proposedBy: row.proposed_by,
    proposedAt: iso(row.proposed_at),
    decidedBy: row.decided_by,
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
    decisionNote: row.decision_note,
  };
}

const SELECT = sql`
  select a.id, a.user_id, u.username, a.account, a.amount, a.reason, a.status,
         a.proposed_by as proposed_by_id, p.username as proposed_by, a.proposed_at,
         d.username as decided_by, a.decided_at, a.decision_note
  from balance_adjustments a
  join users u on u.id = a.user_id
  join operators p on p.id = a.proposed_by
  left join operators d on d.id = a.decided_by`;

/** A player's adjustments, newest first. */
export async function adjustmentsOf(db: Db, uid: number): Promise<BalanceAdjustmentView[]> {
  const rows = await db.execute(
    sql`${SELECT} where a.user_id = ${uid} order by a.proposed_at desc, a.id desc limit 50`,
  );
  return rowsOf<AdjustmentRow>(rows).map(present);
}

/** Every adjustment in a state, oldest first (the four-eyes queue reads `pending`). */
export async function adjustmentsIn(
  db: Db,
  status: AdjustmentStatus,
): Promise<BalanceAdjustmentView[]> {
  const order = status === 'pending' ? sql`a.proposed_at, a.id` : sql`a.decided_at desc, a.id desc`;
  const rows = await db.execute(
    sql`${SELECT} where a.status = ${status} order by ${order} limit 200`,
  );
  return rowsOf<AdjustmentRow>(rows).map(present);
}

/** Records a proposal; nothing moves until another operator approves it. */
export async function proposeAdjustment(
  db: Db,
  input: { uid: number; account: AdjustmentAccount; amount: number; reason: string },
  operatorId: number,
  now: Date,
): Promise<BalanceAdjustmentView> {
  const [player] = rowsOf<{ status: string }>(
    await db.execute(sql`select status from users where id = ${input.uid}`),
  );
  if (!player) throw refusals.notFound();
  if (player.status === 'closed') throw refusals.failed('player_account_closed');
  const [row] = rowsOf<{ id: number | string }>(
    await db.execute(sql`
      insert into balance_adjustments (user_id, account, amount, reason, proposed_by, proposed_at)
      values (${input.uid}, ${input.account}, ${input.amount}, ${input.reason}, ${operatorId},
              ${now})
      returning id`),
  );
  return (await adjustmentById(db, Number(row!.id)))!;
}

async function adjustmentById(db: Db, id: number): Promise<BalanceAdjustmentView | undefined> {
  const [row] = rowsOf<AdjustmentRow>(await db.execute(sql`${SELECT} where a.id = ${id}`));
  return row && present(row);
}

const playerAccount = (account: AdjustmentAccount, userId: number): AccountRef => ({
  kind: account === 'cash' ? 'player_cash' : 'player_bonus',
  userId,
});

/**
 * A second operator's decision. The row leaves `pending` by a conditional update in the same
 * transaction as the ledger transfer it pays for (kind `correction`, keyed by the adjustment),
 * so a repeated or concurrent approval moves the money once and the others are told it was
 * decided. A negative adjustment that would take the balance below zero moves nothing.
 */
export async function decideAdjustment(
  db: Db,
  input: { id: number; decision: 'approve' | 'reject'; note?: string },
  operatorId: number,
  now: Date,
): Promise<BalanceAdjustmentView> {
  await withTransaction(db, async (tx) => {
    const [row] = rowsOf<{
      user_id: number;
      account: AdjustmentAccount;
      amount: number | string;
      proposed_by: number;
      status: AdjustmentStatus;
    }>(
      await tx.execute(sql`
        select user_id, account, amount, proposed_by, status from balance_adjustments
        where id = ${input.id} for update`),
    );
    if (!row) throw refusals.notFound();
    if (row.proposed_by === operatorId) throw refusals.forbidden('adjustment_own_proposal');
    if (row.status !== 'pending') throw refusals.conflict('adjustment_already_decided');
    let transferId: string | null = null;
    if (input.decision === 'approve') {
      const amount = Number(row.amount);
      const player = playerAccount(row.account, row.user_id);
      const house: AccountRef = { kind: 'house' };
      try {
        const moved = await transfer(tx, {
          debit: amount > 0 ? house : player,
          credit: amount > 0 ? player : house,
          amount: Math.abs(amount),
          kind: 'correction',
          reference: `adjustment:${input.id}`,
          idempotencyKey: `backoffice-adjustment:${input.id}`,
        });
        transferId = moved.transfer.id;
      } catch (error) {
        if (error instanceof InsufficientFundsError)
          throw refusals.insufficientFunds('adjustment_below_zero');
        throw error;
      }
    }
    const updated = await tx.execute(sql`
      update balance_adjustments
      set status = ${input.decision === 'approve' ? 'approved' : 'rejected'},
          decided_by = ${operatorId}, decided_at = ${now}, decision_note = ${input.note ?? null},
          transfer_id = ${transferId}
      where id = ${input.id} and status = 'pending' returning id`);
    if (rowsOf(updated).length === 0) throw refusals.conflict('adjustment_already_decided');
  });
  return (await adjustmentById(db, input.id))!;
}
