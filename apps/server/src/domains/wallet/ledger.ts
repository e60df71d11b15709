import { sql } from 'drizzle-orm';
import { withTransaction, rowsOf, type Db } from '../../db/client.ts';
import type { TransferKind } from '../../db/schema.ts';
import { currentLog } from '../../platform/request-log.ts';
import { balanceMoved } from './balance-events.ts';
import {
  availableBalance,
  ownerOf,
  toAccountState,
  type AccountRef,
  type AccountRow,
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
  toTransfer,
  type Transfer,
  type TransferRef,
  type TransferRow,
} from './transfers.ts';
import { countMoney } from './wallet-metrics.ts';

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
  /** What the movement concerns beyond its reference: the game of a bet, win or refund. */
  subject?: string | null;
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

/**
 * `transfer` for callers that already run inside a transaction they will roll back on error.
 * One call of the database's `ledger_transfer` (migration 0009), which holds the rules: locks,
 * funds, replay or conflict, the write.
 */
export async function transferWithin(tx: Db, input: TransferInput): Promise<TransferOutcome> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new RangeError(`transfer amount must be a positive integer, got ${input.amount}`);
  const [debitOwner, creditOwner] = [ownerOf(input.debit), ownerOf(input.credit)];
  if (input.debit.kind === input.credit.kind && debitOwner === creditOwner)
    throw new RangeError('a transfer needs two different accounts');
  const [row] = rowsOf<{
    outcome: 'applied' | 'replayed' | 'conflict' | 'insufficient';
    transfer: TransferRow | null;
    debit: AccountRow;
    credit: AccountRow;
  }>(
    await tx.execute(
      sql`select outcome, to_jsonb(transfer) as transfer, to_jsonb(debit) as debit,
            to_jsonb(credit) as credit
          from ledger_transfer(${input.debit.kind}, ${debitOwner}, ${input.credit.kind},
            ${creditOwner}, ${input.amount}, ${input.kind}, ${input.reference ?? null}::text,
            ${input.idempotencyKey}, ${input.pending ?? false}, ${input.subject ?? null}::text)`,
    ),
  );
  const debitAccount = toAccountState(row!.debit);
  if (row!.outcome === 'conflict') throw new LedgerConflictError(input.idempotencyKey);
  if (row!.outcome === 'insufficient')
    throw new InsufficientFundsError(debitAccount.id, availableBalance(debitAccount), input.amount);
  const creditAccount = toAccountState(row!.credit);
  const transfer = toTransfer(row!.transfer!);
  const replayed = row!.outcome === 'replayed';
  currentLog()?.debug(
    { transferId: transfer.id, kind: input.kind, amount: input.amount, replayed },
    'ledger transfer',
  );
  if (!replayed) {
    balanceMoved(tx, [debitAccount, creditAccount].flatMap(playerOf));
    countMoney(tx, { transfers: [input] });
  }
  return {
    transfer,
    replayed,
    debitAccount,
    creditAccount,
  };
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One call of the database's `ledger_settle` (migration 0009); the status update is the gate. */
async function settle(
  tx: Db,
  ref: TransferRef,
  to: 'posted' | 'voided',
): Promise<{ transfer: Transfer; replayed: boolean }> {
  const id = 'id' in ref ? ref.id : null;
  const key = 'idempotencyKey' in ref ? ref.idempotencyKey : null;
  if (id !== null && !UUID.test(id)) throw new TransferNotFoundError(describeRef(ref));
  const [row] = rowsOf<{
    outcome: 'applied' | 'replayed' | 'not_found' | 'state';
    transfer: TransferRow | null;
  }>(
    await tx.execute(
      sql`select outcome, to_jsonb(transfer) as transfer
          from ledger_settle(${id}::uuid, ${key}::text, ${to})`,
    ),
  );
  if (row!.outcome === 'not_found') throw new TransferNotFoundError(describeRef(ref));
  const transfer = toTransfer(row!.transfer!);
  if (row!.outcome === 'state') throw new TransferStateError(transfer.id, transfer.status);
  return { transfer, replayed: row!.outcome === 'replayed' };
}

/** The player behind a player's account, for the balance announcement. */
function playerOf(account: AccountState): number[] {
  return account.kind === 'player_cash' || account.kind === 'player_bonus'
    ? [Number(account.owner)]
    : [];
}
