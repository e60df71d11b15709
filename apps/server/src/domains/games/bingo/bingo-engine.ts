import { randomUUID } from 'node:crypto';
import type { BingoWinner } from '@lale/contract/live/bingo-payloads';
import { BALLS, callOrder, splitPool, splitTie, stageWins } from '@lale/games/bingo';
import { generateServerSeed, hashServerSeed } from '@lale/games/fair';
import { afterCommit, withTransaction, type Db } from '../../../db/client.ts';
import type { StepContext } from '../../../platform/scheduler/scheduler.ts';
import type { Publish } from '../feed/big-wins.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { bingoGames, type BingoGameRow } from './bingo-games.repository.ts';
import { closePurchases, contribute, jackpotOf, payPrize, topUpJackpot } from './bingo-money.ts';
import { gameView, winnerView } from './bingo-presenter.ts';
import type { BingoRoomDef, BingoTiming } from './bingo-rooms.ts';
import {
  bingoTickets,
  type BingoPrizeRow,
  type BingoPurchaseRow,
  type BingoTicketRow,
} from './bingo-tickets.repository.ts';

export interface BingoEngineDeps extends Pick<StudioDeps, 'wallet'> {
  publish: Publish;
  timing: BingoTiming;
}

/** What the leader keeps of a game being called: its order and tickets never change. */
interface Calling {
  gameId: string;
  order: number[];
  tickets: BingoTicketRow[];
  purchases: Map<string, BingoPurchaseRow>;
}

/**
 * A bingo room's schedule: selling → calling → finished (or void when nobody bought) → the
 * next game, driven only by the room's leader (platform/scheduler). Each call is one
 * transaction that moves the call count on conditionally and pays what it completed, so a new
 * leader continues where the last one stopped and nothing is paid twice.
 */
export class BingoEngine {
  private game: BingoGameRow | null | undefined = undefined;
  private calling: Calling | null = null;

  constructor(
    readonly def: BingoRoomDef,
    private readonly deps: BingoEngineDeps,
  ) {}

  get timing(): BingoTiming {
    return this.deps.timing;
  }

  async step(ctx: Pick<StepContext, 'db' | 'now' | 'tookOver'>): Promise<void> {
    try {
      await this.advance(ctx);
    } catch (error) {
      this.game = undefined;
      this.calling = null;
      throw error;
    }
  }

  private async advance({ db, now, tookOver }: Pick<StepContext, 'db' | 'now' | 'tookOver'>) {
    if (tookOver || this.game === undefined) {
      this.calling = null;
      this.game = await bingoGames.latest(db, this.def.room.id);
    }
    const game = this.game;
    if (!game) return this.open(db, null, now);
    if (game.phase === 'selling') {
      if (now >= game.salesEndAt) await this.start(db, game, now);
      return;
    }
    if (game.phase === 'calling') {
      if (game.nextCallAt && now >= game.nextCallAt) await this.call(db, game, now);
      return;
    }
    if (now.getTime() >= (game.finishedAt ?? now).getTime() + this.timing.pauseMs)
      await this.open(db, game, now);
  }

  private async open(db: Db, last: BingoGameRow | null, now: Date): Promise<void> {
    const { room } = this.def;
    const gameNumber = (last?.gameNumber ?? 0) + 1;
    const serverSeed = generateServerSeed();
    await withTransaction(db, async (tx) => {
      const opened = await bingoGames.open(tx, {
        id: randomUUID(),
        room: room.id,
        gameNumber,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed: `${room.id}:${gameNumber}`,
        salesEndAt: new Date(now.getTime() + this.timing.saleMs),
        createdAt: now,
      });
      this.game = opened ?? undefined;
      if (opened) {
        await topUpJackpot(tx, room.id, opened.id, room.jackpotSeed);
        const view = await gameView(tx, room, opened);
        this.announce(tx, { type: 'bingo.sale', game: view });
      }
    });
  }

  private async start(db: Db, game: BingoGameRow, now: Date): Promise<void> {
    await withTransaction(db, async (tx) => {
      await bingoGames.byId(tx, game.id, 'update');
      const { stakes } = await bingoTickets.sales(tx, game.id);
      const next = stakes > 0 ? new Date(now.getTime() + this.timing.callMs) : null;
      const started = await bingoGames.start(tx, game.id, stakes, next, now);
      this.game = started ?? undefined;
      if (started)
        this.announce(tx, {
          type: 'bingo.start',
          gameId: game.id,
          nextCallAt: next?.getTime() ?? null,
          phase: started.phase,
        });
    });
  }

  private async load(db: Db, game: BingoGameRow): Promise<Calling> {
    if (this.calling?.gameId === game.id) return this.calling;
    const [tickets, purchases] = await Promise.all([
      bingoTickets.ofGame(db, game.id),
      bingoTickets.purchasesOfGame(db, game.id),
    ]);
    this.calling = {
      gameId: game.id,
      order: callOrder(game.serverSeed, game.clientSeed),
      tickets,
      purchases: new Map(purchases.map((purchase) => [purchase.id, purchase])),
    };
    return this.calling;
  }

  private async call(db: Db, game: BingoGameRow, now: Date): Promise<void> {
    const calling = await this.load(db, game);
    const { room } = this.def;
    const call = game.calls + 1;
    const wins = stageWins(
      calling.tickets.map((ticket) => ticket.numbers),
      calling.order.slice(0, call),
    ).filter((win) => win.call === call);
    const over = wins.some((win) => win.stage === 'full-house') || call >= BALLS;
    const next = over ? null : new Date(now.getTime() + this.timing.callMs);
    await withTransaction(db, async (tx) => {
      const called = await bingoGames.call(tx, game.id, game.calls, next);
      if (!called) {
        this.game = undefined;
        return;
      }
      const split = splitPool(room, game.stakes);
      const winners: BingoWinner[] = [];
      for (const win of wins) {
        const shares = splitTie(split.prizes[win.stage], win.tickets.length);
        for (const [i, index] of win.tickets.entries())
          winners.push(
            await this.pay(tx, calling, calling.tickets[index]!, win.stage, call, shares[i]!, now),
          );
      }
      let finished = called;
      if (over) {
        await contribute(tx, room.id, game.id, split.jackpot);
        const house = wins.find((win) => win.stage === 'full-house');
        if (house && call <= room.jackpotCalls) {
          const shares = splitTie(await jackpotOf(tx, room.id), house.tickets.length);
          for (const [i, index] of house.tickets.entries())
            winners.push(
              await this.pay(
                tx,
                calling,
                calling.tickets[index]!,
                'jackpot',
                call,
                shares[i]!,
                now,
              ),
            );
        }
        await closePurchases(this.deps, tx, [...calling.purchases.values()]);
        finished = (await bingoGames.finish(tx, game.id, now)) ?? called;
      }
      this.game = finished;
      this.announce(tx, {
        type: 'bingo.call',
        gameId: game.id,
        call,
        number: calling.order[call - 1]!,
        at: now.getTime(),
        nextCallAt: next?.getTime() ?? null,
        winners,
      });
      if (over) {
        this.announce(tx, {
          type: 'bingo.finished',
          gameId: game.id,
          serverSeed: game.serverSeed,
          jackpot: await jackpotOf(tx, room.id),
        });
        this.calling = null;
      }
    });
  }

  private async pay(
    tx: Db,
    calling: Calling,
    ticket: BingoTicketRow,
    stage: BingoPrizeRow['stage'],
    call: number,
    amount: number,
    now: Date,
  ): Promise<BingoWinner> {
    const prize: BingoPrizeRow = {
      gameId: ticket.gameId,
      stage,
      ticketId: ticket.id,
      userId: ticket.userId,
      player: ticket.player,
      call,
      amount,
    };
    if (await bingoTickets.insertPrize(tx, { ...prize, paidAt: now }))
      await payPrize(tx, prize, calling.purchases.get(ticket.purchaseId)!);
    return winnerView(prize);
  }

  private announce(tx: Db, payload: { type: string; [field: string]: unknown }): void {
    afterCommit(tx, () => void this.deps.publish(this.def.topic, payload).catch(() => {}));
  }
}
