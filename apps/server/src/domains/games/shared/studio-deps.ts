import type { Db } from '../../../db/client.ts';
import type { SeamlessWallet } from '../../wallet/api.ts';

/** The in-house studio's provider code at the seamless wallet. */
export const STUDIO_PROVIDER = 'lale';

/**
 * What the wallet's jackpot pools offer a game: a hit is paid. Slot stakes feed them through
 * the bet itself (`feedsJackpots`), so a stake enters the wallet once; a round that hits a pool
 * feeds them through its award instead (`stake`: its bet then feeds none, see play-round.ts).
 */
export interface JackpotBank {
  award(
    tx: Db,
    input: { pool: string; playerId: number; roundId: string; stake: number },
  ): Promise<{ amount: number }>;
}

export interface StudioDeps {
  db: Db;
  wallet: SeamlessWallet;
  jackpots: JackpotBank;
  now: () => Date;
}
