import { randomUUID } from 'node:crypto';
import type { BingoEvent } from '@lale/contract/live/bingo-payloads';
import type { RoundGame } from '../../../platform/rounds/round-machine.ts';
import type { Publish } from '../feed/big-wins.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { bingoCaller } from './bingo-calls.ts';
import { bingoGames, type BingoGameRow } from './bingo-games.repository.ts';
import { topUpJackpot } from './bingo-money.ts';
import { gameView } from './bingo-presenter.ts';
import type { BingoRoomDef, BingoTiming } from './bingo-rooms.ts';
import { bingoTickets } from './bingo-tickets.repository.ts';

export interface BingoRoundDeps extends Pick<StudioDeps, 'wallet'> {
  publish: Publish;
  timing: BingoTiming;
}

/** The phases of a game not over yet (then it is finished, or void when nobody bought). */
export type BingoRunningPhase = 'selling' | 'calling';

/**
 * A bingo room on the round machine: a game sells tickets, then calls a ball every `callMs`
 * until a full house (bingo-calls.ts), and the next opens `pauseMs` after it ended. Only the
 * latest game of the room is ever running.
 */
export function bingoRoundGame(
  def: BingoRoomDef,
  deps: BingoRoundDeps,
): RoundGame<BingoGameRow, BingoRunningPhase, BingoEvent> {
  const { room } = def;
  const { timing } = deps;
  const caller = bingoCaller(room, deps, timing.callMs);
  return {
    name: `bingo:${room.id}`,
    topic: def.topic,
    publish: deps.publish,
    load: async (db) => {
      const latest = await bingoGames.latest(db, room.id);
      return latest ? [latest] : [];
    },
    reloaded: () => caller.forget(),
    isOver: (game) => game.phase === 'finished' || game.phase === 'void',
    phaseOf: (game) => (game.phase === 'selling' ? 'selling' : 'calling'),
    phases: {
      selling: {
        endsAt: (game) => game.salesEndAt,
        // Sales close: the pool is fixed, and a game nobody bought into is void.
        leave: ({ round: game, now, transaction }) =>
          transaction(async (tx, say) => {
            await bingoGames.byId(tx, game.id, 'update');
            const { stakes } = await bingoTickets.sales(tx, game.id);
            const next = stakes > 0 ? new Date(now.getTime() + timing.callMs) : null;
            const started = await bingoGames.start(tx, game.id, stakes, next, now);
            if (started)
              say({
                type: 'bingo.start',
                gameId: game.id,
                nextCallAt: next?.getTime() ?? null,
                phase: stakes > 0 ? 'calling' : 'void',
              });
            return started;
          }),
      },
      calling: {
        endsAt: (game) => game.nextCallAt,
        leave: (step) => caller.call(step),
      },
    },
    opensAt: (latest, running, now) => {
      if (!latest) return now;
      if (running.length > 0) return null;
      return new Date((latest.finishedAt ?? now).getTime() + timing.pauseMs);
    },
    // Sales open with the seed's hash public and the room's jackpot topped up to its seed.
    open: async ({ tx, last, now, seeds, say }) => {
      const gameNumber = (last?.gameNumber ?? 0) + 1;
      const opened = await bingoGames.open(tx, {
        id: randomUUID(),
        room: room.id,
        gameNumber,
        serverSeed: seeds.serverSeed,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: `${room.id}:${gameNumber}`,
        salesEndAt: new Date(now.getTime() + timing.saleMs),
        createdAt: now,
      });
      if (!opened) return null;
      await topUpJackpot(tx, room.id, opened.id, room.jackpotSeed);
      say({ type: 'bingo.sale', game: await gameView(tx, room, opened) });
      return opened;
    },
  };
}
