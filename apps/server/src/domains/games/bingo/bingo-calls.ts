import type { BingoEvent, BingoWinner } from '@lale/contract/live/bingo-payloads';
import {
  BALLS,
  callOrder,
  splitPool,
  splitTie,
  stageWins,
  type BingoRoom,
} from '@lale/games/bingo';
import type { Db } from '../../../db/client.ts';
import type { RoundStep } from '../../../platform/rounds/round-machine.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { bingoGames, type BingoGameRow } from './bingo-games.repository.ts';
import { closePurchases, contribute, jackpotOf, payPrize } from './bingo-money.ts';
import { winnerView } from './bingo-presenter.ts';
import {
  bingoTickets,
  type BingoPrizeRow,
  type BingoPurchaseRow,
  type BingoTicketRow,
} from './bingo-tickets.repository.ts';

/** What the leader keeps of a game being called: its order and tickets never change. */
interface Calling {
  gameId: string;
  order: number[];
  tickets: BingoTicketRow[];
  purchases: Map<string, BingoPurchaseRow>;
}

/**
 * A room's calls. Each call is one transaction that moves the call count on conditionally and
 * pays the stages it completed (with the last, the jackpot, the contribution and the
 * purchases' close), so a replayed call, or two leaders at once, pays nothing twice.
 */
export function bingoCaller(room: BingoRoom, deps: Pick<StudioDeps, 'wallet'>, callMs: number) {
  let kept: Calling | null = null;

  const calling = async (db: Db, game: BingoGameRow): Promise<Calling> => {
    if (kept?.gameId === game.id) return kept;
    const [tickets, purchases] = await Promise.all([
      bingoTickets.ofGame(db, game.id),
      bingoTickets.purchasesOfGame(db, game.id),
    ]);
    kept = {
      gameId: game.id,
      order: callOrder(game.serverSeed, game.clientSeed),
      tickets,
      purchases: new Map(purchases.map((purchase) => [purchase.id, purchase])),
    };
    return kept;
  };

  return {
    /** Drops the kept game (the room was read again). */
    forget(): void {
      kept = null;
    },

    /** Call `game.calls + 1`: the game as it then stands, null when another leader made it. */
    async call({
      db,
      round: game,
      now,
      transaction,
    }: RoundStep<BingoGameRow, BingoEvent>): Promise<BingoGameRow | null> {
      const { order, tickets, purchases } = await calling(db, game);
      const call = game.calls + 1;
      const wins = stageWins(
        tickets.map((ticket) => ticket.numbers),
        order.slice(0, call),
      ).filter((win) => win.call === call);
      const over = wins.some((win) => win.stage === 'full-house') || call >= BALLS;
      const next = over ? null : new Date(now.getTime() + callMs);
      return transaction(async (tx, say) => {
        const called = await bingoGames.call(tx, game.id, game.calls, next);
        if (!called) return null;
        const pay = (index: number, stage: BingoPrizeRow['stage'], amount: number) =>
          payTicket(tx, purchases, tickets[index]!, stage, call, amount, now);
        const split = splitPool(room, game.stakes);
        const winners: BingoWinner[] = [];
        for (const win of wins) {
          const shares = splitTie(split.prizes[win.stage], win.tickets.length);
          for (const [i, index] of win.tickets.entries())
            winners.push(await pay(index, win.stage, shares[i]!));
        }
        let finished = called;
        if (over) {
          await contribute(tx, room.id, game.id, split.jackpot);
          const house = wins.find((win) => win.stage === 'full-house');
          if (house && call <= room.jackpotCalls) {
            const shares = splitTie(await jackpotOf(tx, room.id), house.tickets.length);
            for (const [i, index] of house.tickets.entries())
              winners.push(await pay(index, 'jackpot', shares[i]!));
          }
          await closePurchases(deps, tx, [...purchases.values()]);
          finished = (await bingoGames.finish(tx, game.id, now)) ?? called;
        }
        say({
          type: 'bingo.call',
          gameId: game.id,
          call,
          number: order[call - 1]!,
          at: now.getTime(),
          nextCallAt: next?.getTime() ?? null,
          winners,
        });
        if (over) {
          say({
            type: 'bingo.finished',
            gameId: game.id,
            serverSeed: game.serverSeed,
            jackpot: await jackpotOf(tx, room.id),
          });
          kept = null;
        }
        return finished;
      });
    },
  };
}

/** A ticket's prize, recorded and paid once (the prize row's key stands behind that). */
async function payTicket(
  tx: Db,
  purchases: Map<string, BingoPurchaseRow>,
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
    await payPrize(tx, prize, purchases.get(ticket.purchaseId)!);
  return winnerView(prize);
}
