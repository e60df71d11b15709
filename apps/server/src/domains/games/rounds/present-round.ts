import type { RoundRow } from './rounds.repository.ts';

export interface RoundJackpot {
  pool: string;
  amount: number;
}

export interface PresentedRound {
  id: string;
  nonce: number;
  stake: number;
  win: number;
  balanceBefore: number;
  balanceAfter: number | null;
  status: RoundRow['status'];
  serverSeedHash: string;
  clientSeed: string;
  createdAt: string;
  outcome: unknown;
  jackpot: RoundJackpot | null;
}

/** A round as the game page sees it; the jackpot travels inside the stored outcome. */
export function presentRound(row: RoundRow): PresentedRound {
  const outcome = row.outcome as { jackpot?: RoundJackpot | null };
  return {
    id: row.id,
    nonce: row.nonce,
    stake: row.stake,
    win: row.win,
    balanceBefore: row.balanceBefore,
    balanceAfter: row.balanceAfter,
    status: row.status,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    createdAt: row.createdAt.toISOString(),
    outcome: row.outcome,
    jackpot: outcome.jackpot ?? null,
  };
}
