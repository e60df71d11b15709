import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  chainCommitment,
  createHashChain,
  generateChainSecret,
  type HashChain,
} from '@lale/games/crash';
import { rowsOf, type Db } from '../../../db/client.ts';

/**
 * Rounds per chain: a room plays about 8,000 rounds a day, and building 10,000 links takes a
 * few tens of milliseconds when a new leader takes over. A used-up chain is followed by a
 * new one with its own commitment.
 */
export const CRASH_CHAIN_LENGTH = 10_000;

export interface CrashChain {
  id: number;
  room: string;
  salt: string;
  length: number;
  commitment: string;
  hashes: HashChain;
}

interface ChainRow {
  id: number;
  room: string;
  salt: string;
  secret: string;
  length: number;
  commitment: string;
}

/**
 * Built chains by id and commitment (an id names a chain only within its own database); only
 * the leader of a room builds its chain, so this stays small.
 */
const built = new Map<string, CrashChain>();

function fromRow(row: ChainRow): CrashChain {
  const id = Number(row.id);
  const key = `${id}:${row.commitment}`;
  let chain = built.get(key);
  if (!chain) {
    const hashes = createHashChain(row.length, row.secret);
    if (hashes.commitment !== row.commitment) throw new Error(`crash chain ${id} is corrupt`);
    chain = {
      id,
      room: row.room,
      salt: row.salt,
      length: row.length,
      commitment: row.commitment,
      hashes,
    };
    if (built.size > 64) built.delete(built.keys().next().value!);
    built.set(key, chain);
  }
  return chain;
}

export const crashChains = {
  /**
   * Where the room's next round comes from: the next link of its chain after `lastRound`, or
   * round 0 of a new chain (with a new commitment) when there is none or it is used up.
   */
  async next(
    db: Db,
    room: string,
    lastRound: { chainId: number; roundNumber: number } | null,
    now: Date,
  ): Promise<{ chain: CrashChain; roundNumber: number }> {
    const result = await db.execute(
      sql`select * from crash_chains where room = ${room} order by id desc limit 1`,
    );
    const row = rowsOf<ChainRow>(result)[0];
    if (row) {
      const chain = fromRow(row);
      const next = lastRound?.chainId === chain.id ? lastRound.roundNumber + 1 : 0;
      if (next < chain.length) return { chain, roundNumber: next };
    }
    const secret = generateChainSecret();
    const salt = randomBytes(16).toString('hex');
    const commitment = chainCommitment(secret, CRASH_CHAIN_LENGTH);
    const inserted = await db.execute(sql`
      insert into crash_chains (room, salt, secret, length, commitment, created_at)
      values (${room}, ${salt}, ${secret}, ${CRASH_CHAIN_LENGTH}, ${commitment}, ${now.toISOString()})
      returning *`);
    return { chain: fromRow(rowsOf<ChainRow>(inserted)[0]!), roundNumber: 0 };
  },

  /** The public part of a room's current chain, for the rules panel and verification. */
  async current(db: Db, room: string): Promise<{ salt: string; commitment: string } | null> {
    const result = await db.execute(
      sql`select salt, commitment from crash_chains where room = ${room} order by id desc limit 1`,
    );
    return rowsOf<{ salt: string; commitment: string }>(result)[0] ?? null;
  },
};
