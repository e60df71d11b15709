import { randomUUID } from 'node:crypto';
import { BIG_WINS_SNAPSHOT_LENGTH } from '@lale/contract/live/limits';
import type { Db } from '../../db/client.ts';
import type { DomainModule, Platform } from '../../platform/domain-module.ts';
import { createSeamlessWallet } from '../wallet/api.ts';
import {
  betOnGamesSchedule,
  betOnGamesSnapshot,
  betOnGamesTimingFromEnv,
} from './bet-on-games/api.ts';
import { buildBingoModule } from './bingo/bingo-module.ts';
import { idleHandsSchedule } from './blackjack/idle-hand-sweep.ts';
import { diceMachine, diceSnapshot, diceTimingFromEnv, DICE_STEP_MS } from './dice/api.ts';
import { buildCrashModule } from './crash/crash-module.ts';
import { recentBigWins } from './feed/big-wins.ts';
import { registerGamesApi } from './http/register-games-api.ts';
import { buildLiveTablesModule, type LiveTablesModule } from './live-tables/live-tables-module.ts';
import type { TimingOverrides } from './live-tables/table-timing.ts';
import { gamesHandlers } from './rpc/games.handlers.ts';
import { idleDealsSchedule } from './video-poker/idle-deal-sweep.ts';

export interface GamesDomain extends DomainModule {
  /** Players and last results of a lobby page's live tables (the catalogue's lobby shows them). */
  lobby: LiveTablesModule['lobby'];
}

/**
 * The in-house studio: its game API and `games` methods; the shared rooms (crash, bingo, Bet
 * On Games, the live tables) with their rounds on the scheduler and their snapshots on the live
 * channel (`game:<id>`, `table:<id>`), the sweeps of abandoned blackjack hands and video poker
 * deals, and the high-earnings feed.
 */
export async function gamesDomain(
  platform: Platform,
  timing: {
    /** Shorter crash phases (browser tests). */
    crash?: { bettingPhaseMs?: number; cooldownMs?: number; maxMultiplierHundredths?: number };
    /** Shorter live-table phases (tests, demos). */
    liveTables?: TimingOverrides;
  } = {},
): Promise<GamesDomain> {
  const { db, now, publish } = platform;
  const wallet = createSeamlessWallet();
  const crash = await buildCrashModule({ db, wallet, publish, timing: timing.crash });
  const bingo = buildBingoModule({ wallet, publish });
  const liveTables = await buildLiveTablesModule({
    db,
    wallet,
    now,
    publish,
    hub: platform.hub,
    process: `${process.pid}-${randomUUID().slice(0, 8)}`,
    ...(timing.liveTables ? { timing: timing.liveTables } : {}),
  });
  const diceTiming = diceTimingFromEnv();
  const dice = diceMachine({ wallet, publish, timing: diceTiming });
  const gameSnapshot = async (db: Db, gameId: string) =>
    (await bingo.snapshot(db, gameId)) ??
    (await crash.snapshot(db, gameId)) ??
    (await diceSnapshot(db, gameId, diceTiming)) ??
    betOnGamesSnapshot(db, gameId);
  return {
    name: 'games',
    handlers: gamesHandlers(now),
    routes: (app) =>
      registerGamesApi(app, {
        db,
        now,
        crash: { module: crash, publish },
        liveTables: { module: liveTables, limiter: platform.limiter },
        bingo: { module: bingo, limiter: platform.limiter },
        dice: { timing: diceTiming },
      }),
    topics: (hub) => {
      hub.provideSnapshots('feed', async () => ({
        type: 'bigwin.list',
        wins: await recentBigWins(db, BIG_WINS_SNAPSHOT_LENGTH),
      }));
      hub.provideSnapshots('game', (topic) =>
        topic.kind === 'game' ? gameSnapshot(db, topic.gameId) : Promise.resolve(null),
      );
      hub.provideSnapshots('table', (topic) =>
        topic.kind === 'table' ? liveTables.snapshot(db, topic.tableId) : Promise.resolve(null),
      );
    },
    schedules: () => [
      ...crash.schedules,
      ...liveTables.schedules(),
      ...bingo.schedules,
      idleHandsSchedule({ wallet }),
      idleDealsSchedule({ wallet }),
      betOnGamesSchedule({ wallet, publish, timing: betOnGamesTimingFromEnv() }),
      dice.schedule(DICE_STEP_MS),
    ],
    start: () => liveTables.start(),
    stop: () => liveTables.stop(),
    lobby: (db, tableIds) => liveTables.lobby(db, tableIds),
  };
}
