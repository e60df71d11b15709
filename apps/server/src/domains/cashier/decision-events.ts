import { afterCommit, type Db } from '../../db/client.ts';
import type { CashierRequestRow } from './cashier-requests.repository.ts';

export type DecisionListener = (request: CashierRequestRow) => void;

const listeners = new Set<DecisionListener>();

/** Hears each decided request (confirmed or canceled) once its decision has committed. */
export function onRequestDecided(listener: DecisionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function requestDecided(db: Db, request: CashierRequestRow): void {
  if (listeners.size === 0) return;
  afterCommit(db, () => {
    for (const listener of listeners) listener(request);
  });
}
