import { randomUUID } from 'node:crypto';
import { BET_ON_GAMES_REVEALS, type BetOnGamesDrawView } from '@lale/contract/studio/bet-on-games';
import { drawBetOnGames } from '@lale/games/bet-on-games';
import type { Db } from '../../../db/client.ts';
import type { RoundGame } from '../../../platform/rounds/round-machine.ts';
import type { Publish } from '../feed/big-wins.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { betOnGamesDraws, type DrawRow } from './draws.repository.ts';
import { presentDraw, revealedCount } from './presenter.ts';
import type { BetOnGamesRoom } from './rooms.ts';
import { settleDraw } from './settlement.ts';
import { revealDurationMs, type BetOnGamesTiming } from './timing.ts';

/** The schedule that steps every room's draws (one leader for them all). */
export const BET_ON_GAMES_SCHEDULE = 'bet-on-games';

export interface BetOnGamesRoundDeps extends Pick<StudioDeps, 'wallet'> {
  publish: Publish;
  timing: BetOnGamesTiming;
}

/** A room's live events (`game:bet-on-games-<id>`). */
export type BetOnGamesEvent =
  | { type: 'bog.betting' | 'bog.settled'; draw: BetOnGamesDrawView }
  | { type: 'bog.reveal'; drawId: string; index: number; ball?: number; card?: number | null };

/** The phases of a draw not settled yet. */
export type BetOnGamesRunningPhase = 'betting' | 'drawing';

/** Settles a drawing draw (settlement.ts) and says so; null when it was not drawing. */
export async function settleAndSay(
  deps: Pick<StudioDeps, 'wallet'>,
  tx: Db,
  drawId: string,
  now: Date,
  say: (event: BetOnGamesEvent) => void,
): Promise<DrawRow | null> {
  const settled = await settleDraw(deps, tx, drawId, now);
  if (settled) say({ type: 'bog.settled', draw: presentDraw(settled, now) });
  return settled;
}

/**
 * A Bet On Games room on the round machine: a draw takes bets until `drawsAt`, is drawing (its
 * result fixed from its seeds, revealed item by item over the live channel) until `settlesAt`,
 * then every bet is paid or closed through the wallet (settlement.ts) and the next draw opens
 * on the room's beat.
 */
export function betOnGamesRoundGame(
  room: BetOnGamesRoom,
  deps: BetOnGamesRoundDeps,
): RoundGame<DrawRow, BetOnGamesRunningPhase, BetOnGamesEvent> {
  const { timing } = deps;
  /** Items of a drawing draw this leader has announced, so each goes out once per leader. */
  let announced = { drawId: '', count: 0 };

  /** One live event per item as its moment comes: the page pops a ball or flips the card. */
  const announceReveals = (draw: DrawRow, now: Date, say: (event: BetOnGamesEvent) => void) => {
    if (announced.drawId !== draw.id) announced = { drawId: draw.id, count: 0 };
    const due = Math.min(revealedCount(draw, now), BET_ON_GAMES_REVEALS);
    for (let index = announced.count; index < due; index++) {
      const card = index === BET_ON_GAMES_REVEALS - 1;
      say({
        type: 'bog.reveal',
        drawId: draw.id,
        index,
        ...(card ? { card: draw.card } : { ball: draw.balls![index] }),
      });
    }
    announced.count = Math.max(announced.count, due);
  };

  return {
    name: BET_ON_GAMES_SCHEDULE,
    topic: room.topic,
    publish: deps.publish,
    load: async (db: Db) => {
      const latest = await betOnGamesDraws.latest(db, room.room);
      return latest ? [latest] : [];
    },
    isOver: (draw) => draw.phase === 'settled',
    phaseOf: (draw) => (draw.phase === 'betting' ? 'betting' : 'drawing'),
    phases: {
      betting: {
        endsAt: (draw) => draw.drawsAt,
        leave: async ({ db, round: draw, now, say }) => {
          const result = drawBetOnGames(draw.serverSeed, draw.clientSeed, draw.number);
          const drawing = await betOnGamesDraws.startDrawing(db, draw.id, result);
          if (drawing) announceReveals(drawing, now, say);
          return drawing;
        },
      },
      drawing: {
        endsAt: (draw) => draw.settlesAt,
        during: async ({ round: draw, now, say }) => announceReveals(draw, now, say),
        leave: ({ round: draw, now, transaction }) =>
          transaction((tx, say) => settleAndSay(deps, tx, draw.id, now, say)),
      },
    },
    opensAt: (_latest, running, now) => (running.length > 0 ? null : now),
    // The next draw on the room's beat; its seed's hash is public from now on.
    open: async ({ tx, last, now, seeds, say }) => {
      const { intervalMs, closeBeforeMs } = timing;
      const onBeat = last ? last.drawsAt.getTime() + intervalMs : 0;
      const drawsAt =
        onBeat >= now.getTime() + closeBeforeMs * 2 ? onBeat : now.getTime() + intervalMs;
      const opened = await betOnGamesDraws.open(tx, {
        id: randomUUID(),
        room: room.room,
        number: (last?.number ?? 0) + 1,
        serverSeed: seeds.serverSeed,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: room.room,
        openedAt: now,
        closesAt: new Date(drawsAt - closeBeforeMs),
        drawsAt: new Date(drawsAt),
        settlesAt: new Date(drawsAt + revealDurationMs(timing)),
      });
      if (opened) say({ type: 'bog.betting', draw: presentDraw(opened, now) });
      return opened;
    },
  };
}
