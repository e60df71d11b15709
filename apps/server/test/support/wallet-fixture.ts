import type { Database, Db } from '../../src/db/client.ts';
import { HOUSE, playerCash } from '../../src/domains/wallet/accounts.ts';
import { transfer } from '../../src/domains/wallet/ledger.ts';
import { signedInPlayer } from './players.ts';

/** A new player holding `cash` kuruş, paid from the house like a deposit would be. */
export async function fundedPlayer(database: Database, cash: number): Promise<number> {
  const { uid } = await signedInPlayer(database);
  if (cash > 0) await fund(database.db, uid, cash);
  return uid;
}

export async function fund(db: Db, uid: number, cash: number, key = `test-fund:${uid}:${cash}`) {
  return transfer(db, {
    debit: HOUSE,
    credit: playerCash(uid),
    amount: cash,
    kind: 'deposit',
    idempotencyKey: key,
  });
}
