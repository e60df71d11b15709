import { afterCommit, type Db } from '../../db/client.ts';

export type BalanceListener = (userId: number) => void;

const listeners = new Set<BalanceListener>();

/**
 * Hears that a player's balance moved, once the transaction that moved it has committed
 * (the live channel pushes the new balance). Returns the unsubscribe.
 */
export function onBalanceChange(listener: BalanceListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Announces, after commit, that these players' balances moved. */
export function balanceMoved(db: Db, userIds: readonly number[]): void {
  if (listeners.size === 0 || userIds.length === 0) return;
  afterCommit(db, () => {
    for (const userId of new Set(userIds)) for (const listener of listeners) listener(userId);
  });
}
