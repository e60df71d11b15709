import type { Db } from '../../../db/client.ts';
import type { SeamlessWallet } from '../../wallet/api.ts';

/** The in-house studio's provider code at the seamless wallet. */
export const STUDIO_PROVIDER = 'lale';

/** What the wallet's jackpot pools offer a game: every slot stake feeds them, a hit is paid. */
export interface JackpotBank {
  contribute(tx: Db, input: { stake: number; roundId: string; playerId: number }): Promise<unknown>;
  award(
    tx: Db,
    input: { pool: string; playerId: number; roundId: string },
  ): Promise<{ amount: number }>;
}

export interface StudioDeps {
  db: Db;
  wallet: SeamlessWallet;
  jackpots: JackpotBank;
  now: () => Date;
}
