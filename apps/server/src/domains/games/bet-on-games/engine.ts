import { randomUUID } from 'node:crypto';
import { BET_ON_GAMES_REVEALS } from '@lale/contract/studio/bet-on-games';
import { drawBetOnGames, isValidPick, pickWins } from '@lale/games/bet-on-games';
import { generateServerSeed, hashServerSeed } from '@lale/games/fair';
import { afterCommit, withTransaction, type Db } from '../../../db/client.ts';
import type { StepContext } from '../../../platform/scheduler/scheduler.ts';
import type { Publish } from '../feed/big-wins.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { payWin } from '../shared/wallet-calls.ts';
import { betOnGamesBets } from './bets.repository.ts';
import { betOnGamesDraws, type DrawRow } from './draws.repository.ts';
import { presentDraw, revealedCount } from './presenter.ts';
import type { BetOnGamesRoom } from './rooms.ts';
import { revealDurationMs, type BetOnGamesTiming } from './timing.ts';

export const PRODUCT = 'bet-on-games';
/** The wallet round of one bet: its stake, then its win (0 for a loss) closes it. */
export const walletRoundOf = (betId: string) => `bet-on-games:${betId}`;

export interface BetOnGamesEngineDeps extends Pick<StudioDeps, 'wallet'> {
  publish: Publish;
  timing: BetOnGamesTiming;
}

/**
 * A room's draws: betting → drawing (the result fixed from the draw's seeds, revealed item by
 * item over the live channel) → settled (every bet paid or closed through the wallet) → the
 * next draw. Each step reads the room's latest draw and moves it on with conditional updates,
 * so a leader that takes over continues an open draw where the last one stopped.
 */
export class BetOnGamesEngine {
  /** Items of a drawing draw this leader has announced, so each goes out once per leader. */
  private announced = { drawId: '', count: 0 };

  constructor(
    readonly room: BetOnGamesRoom,
    private readonly deps: BetOnGamesEngineDeps,
  ) {}

  async step({ db, now }: Pick<StepContext, 'db' | 'now'>): Promise<void> {
    const draw = await betOnGamesDraws.latest(db, this.room.room);
    if (!draw || draw.phase === 'settled') return this.open(db, draw, now);
    if (draw.phase === 'betting') {
      if (now >= draw.drawsAt) await this.startDrawing(db, draw, now);
      return;
    }
    this.announceReveals(draw, now);
    if (now >= draw.settlesAt) await this.settle(db, draw.id, now);
  }

  /** The next draw on the room's beat; its seed's hash is public from now on. */
  private async open(db: Db, last: DrawRow | null, now: Date): Promise<void> {
    const { intervalMs, closeBeforeMs } = this.deps.timing;
    const onBeat = last ? last.drawsAt.getTime() + intervalMs : 0;
    const drawsAt =
      onBeat >= now.getTime() + closeBeforeMs * 2 ? onBeat : now.getTime() + intervalMs;
    const serverSeed = generateServerSeed();
    await withTransaction(db, async (tx) => {
      const opened = await betOnGamesDraws.open(tx, {
        id: randomUUID(),
        room: this.room.room,
        number: (last?.number ?? 0) + 1,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed: this.room.room,
        openedAt: now,
        closesAt: new Date(drawsAt - closeBeforeMs),
        drawsAt: new Date(drawsAt),
        settlesAt: new Date(drawsAt + revealDurationMs(this.deps.timing)),
      });
      if (opened) this.announce(tx, { type: 'bog.betting', draw: presentDraw(opened, now) });
    });
  }

  private async startDrawing(db: Db, draw: DrawRow, now: Date): Promise<void> {
    const result = drawBetOnGames(draw.serverSeed, draw.clientSeed, draw.number);
    const drawing = await betOnGamesDraws.startDrawing(db, draw.id, result);
    if (drawing) this.announceReveals(drawing, now);
  }

  /** One live event per item as its moment comes: the page pops a ball or flips the card. */
  private announceReveals(draw: DrawRow, now: Date): void {
    if (this.announced.drawId !== draw.id) this.announced = { drawId: draw.id, count: 0 };
    const due = Math.min(revealedCount(draw, now), BET_ON_GAMES_REVEALS);
    for (let index = this.announced.count; index < due; index++) {
      const card = index === BET_ON_GAMES_REVEALS - 1;
      void this.deps
        .publish(this.room.topic, {
          type: 'bog.reveal',
          drawId: draw.id,
          index,
          ...(card ? { card: draw.card } : { ball: draw.balls![index] }),
        })
        .catch(() => {});
    }
    this.announced.count = Math.max(this.announced.count, due);
  }

  /**
   * Pays every open bet of a drawing draw and closes it, in one transaction under the draw's
   * row lock: a retry, or another leader, finds it settled (or its bets no longer open) and
   * pays nothing twice; the wallet's transaction ids stand behind that too.
   */
  async settle(db: Db, drawId: string, now: Date): Promise<void> {
    await withTransaction(db, async (tx) => {
      const draw = await betOnGamesDraws.byId(tx, drawId, 'update');
      if (!draw || draw.phase !== 'drawing') return;
      const result = { balls: draw.balls!, card: draw.card! };
      for (const bet of await betOnGamesBets.openOfDraw(tx, draw.id)) {
        const pick = { type: bet.type, selection: bet.selection };
        // The odds were taken at the bet; a pick the board no longer offers returns its stake.
        const payout = !isValidPick(pick)
          ? bet.stake
          : pickWins(pick, result)
            ? Math.floor((bet.stake * bet.odds) / 100)
            : 0;
        if (!(await betOnGamesBets.settle(tx, bet.id, payout, now))) continue;
        await payWin(this.deps.wallet, tx, {
          roundId: walletRoundOf(bet.id),
          playerId: bet.userId,
          gameId: bet.gameKey,
          amount: payout,
          product: PRODUCT,
        });
      }
      const settled = await betOnGamesDraws.markSettled(tx, draw.id, now);
      if (settled) this.announce(tx, { type: 'bog.settled', draw: presentDraw(settled, now) });
    });
  }

  private announce(tx: Db, payload: { type: string; [field: string]: unknown }): void {
    afterCommit(tx, () => void this.deps.publish(this.room.topic, payload).catch(() => {}));
  }
}
