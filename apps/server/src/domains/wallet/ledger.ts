import { sql } from 'drizzle-orm';
import { withTransaction, rowsOf, type Db } from '../../db/client.ts';
import { movementShape } from '../history/record-movement.ts';
import type { TransferKind } from '../../db/schema.ts';
import {
  ACCOUNT_COLUMNS,
  availableBalance,
  lockAccounts,
  toAccountState,
  type AccountRef,
  type AccountState,
} from './accounts.ts';
import {
  InsufficientFundsError,
  LedgerConflictError,
  TransferNotFoundError,
  TransferStateError,
} from './errors.ts';
import {
  describeRef,
  findTransfer,
  insertAndApply,
  settleTransfer,
  type Transfer,
  type TransferRef,
} from './transfers.ts';

export interface TransferInput {
  debit: AccountRef;
  credit: AccountRef;
  /** Kuruş, a positive safe integer. */
  amount: number;
  kind: TransferKind;
  reference?: string | null;
  /** The same key always names the same movement: a replay returns the first transfer. */
  idempotencyKey: string;
  /** Reserve now, post or void later (withdrawals, bets awaiting settlement). */
  pending?: boolean;
  /** What the player's account history shows beside a posted movement. */
  history?: { labelKey?: string | null; method?: string };
}

export interface TransferOutcome {
  transfer: Transfer;
  /** True when the key had been used: nothing moved this time. */
  replayed: boolean;
  /** Both accounts as they stand after the call. */
  debitAccount: AccountState;
  creditAccount: AccountState;
}

/**
 * The only way money moves. `tx` may be the database or a transaction: the work runs in its
 * own transaction (a savepoint inside the caller's), so a refusal leaves nothing behind.
 */
export function transfer(tx: Db, input: TransferInput): Promise<TransferOutcome> {
  return withTransaction(tx, (inner) => transferWithin(inner, input));
}

/** `transfer` for callers that already run inside a transaction they will roll back on error. */
export async function transferWithin(tx: Db, input: TransferInput): Promise<TransferOutcome> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new RangeError(`transfer amount must be a positive integer, got ${input.amount}`);
  // Locked in id order; a concurrent transfer with this key therefore finishes first.
  const [debit, credit] = await lockAccounts(tx, [input.debit, input.credit]);
  if (debit!.id === credit!.id) throw new RangeError('a transfer needs two different accounts');
  if (debit!.allowNegative || availableBalance(debit!) >= input.amount) {
    const created = await insertAndApply(tx, {
      debitAccountId: debit!.id,
      creditAccountId: credit!.id,
      amount: input.amount,
      kind: input.kind,
      reference: input.reference ?? null,
      idempotencyKey: input.idempotencyKey,
      pending: input.pending ?? false,
      movement: movementShape(input.kind, input.history),
    });
    if (created) {
      const after = (id: number) => created.after.find((a) => a.id === id)!;
      return {
        transfer: created.transfer,
        replayed: false,
        debitAccount: after(debit!.id),
        creditAccount: after(credit!.id),
      };
    }
  }
  const existing = await findTransfer(tx, { idempotencyKey: input.idempotencyKey });
  if (existing) {
    const same =
      existing.debitAccountId === debit!.id &&
      existing.creditAccountId === credit!.id &&
      existing.amount === input.amount &&
      existing.kind === input.kind;
    if (!same) throw new LedgerConflictError(input.idempotencyKey);
    return { transfer: existing, replayed: true, debitAccount: debit!, creditAccount: credit! };
  }
  throw new InsufficientFundsError(debit!.id, availableBalance(debit!), input.amount);
}

/** Posts a pending transfer exactly once; posting it again returns it and moves nothing. */
export function postPending(
  tx: Db,
  ref: TransferRef,
): Promise<{ transfer: Transfer; replayed: boolean }> {
  return settle(tx, ref, 'posted');
}

/** Voids a pending transfer exactly once, releasing the reserved amount. */
export function voidPending(
  tx: Db,
  ref: TransferRef,
): Promise<{ transfer: Transfer; replayed: boolean }> {
  return settle(tx, ref, 'voided');
}

function settle(
  tx: Db,
  ref: TransferRef,
  to: 'posted' | 'voided',
): Promise<{ transfer: Transfer; replayed: boolean }> {
  return withTransaction(tx, async (db) => {
    // The conditional update is the once-only gate: a concurrent settle waits on the row and
    // then finds it no longer pending.
    const settled = await settleTransfer(db, ref, to);
    if (!settled) {
      const current = await findTransfer(db, ref);
      if (!current) throw new TransferNotFoundError(describeRef(ref));
      if (current.status !== to) throw new TransferStateError(current.id, current.status);
      return { transfer: current, replayed: true };
    }
    await applyToAccounts(db, settled, to === 'posted' ? 'settle' : 'release');
    return { transfer: settled, replayed: false };
  });
}

/**
 * post: a posted transfer; reserve: a new pending one; settle: pending becomes posted;
 * release: pending is voided. Accounts are locked in id order before they change.
 */
async function applyToAccounts(
  tx: Db,
  t: Transfer,
  step: 'post' | 'reserve' | 'settle' | 'release',
): Promise<{ debitAccount: AccountState; creditAccount: AccountState }> {
  const a = t.amount;
  const [postedDelta, pendingDelta] = {
    post: [a, 0],
    reserve: [0, a],
    settle: [a, -a],
    release: [0, -a],
  }[step];
  if (step === 'settle' || step === 'release')
    await tx.execute(
      sql`select id from ledger_accounts where id in (${t.debitAccountId}, ${t.creditAccountId}) order by id for update`,
    );
  const result = await tx.execute(
    sql`update ledger_accounts set
          debits_posted = debits_posted + case when id = ${t.debitAccountId} then ${postedDelta}::bigint else 0 end,
          debits_pending = debits_pending + case when id = ${t.debitAccountId} then ${pendingDelta}::bigint else 0 end,
          credits_posted = credits_posted + case when id = ${t.creditAccountId} then ${postedDelta}::bigint else 0 end,
          credits_pending = credits_pending + case when id = ${t.creditAccountId} then ${pendingDelta}::bigint else 0 end
        where id in (${t.debitAccountId}, ${t.creditAccountId})
        returning ${ACCOUNT_COLUMNS}`,
  );
  const rows = rowsOf<Parameters<typeof toAccountState>[0]>(result).map(toAccountState);
  return {
    debitAccount: rows.find((row) => row.id === t.debitAccountId)!,
    creditAccount: rows.find((row) => row.id === t.creditAccountId)!,
  };
}
