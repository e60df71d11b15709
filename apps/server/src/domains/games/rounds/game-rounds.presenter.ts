import type { Lang } from '@lale/contract/languages';
import type { GameRound } from '@lale/contract/methods/games';
import type { GameRoundRow } from './game-rounds.repository.ts';

const money = (value: number | string) => Number(value);

export function presentGameRound(row: GameRoundRow, lang: Lang): GameRound {
  return {
    id: row.id,
    gameName: row.game_name?.[lang] ?? '',
    engine: row.engine_id,
    model: row.engine_model,
    stake: money(row.stake),
    win: money(row.win),
    balanceBefore: money(row.balance_before),
    balanceAfter: row.balance_after === null ? null : money(row.balance_after),
    createdAt: new Date(row.created_at).toISOString(),
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
    serverSeed: row.server_seed,
    status: row.status,
  };
}
