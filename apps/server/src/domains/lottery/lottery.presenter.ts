import type { Lang } from '@lale/contract/languages';
import { maskPlayerName } from '@lale/contract/live/mask-player-name';
import type { LotteryDraw, LotteryTicket } from '@lale/contract/lottery';
import type { LotteryRow, TicketRow, WinnerRow } from './lottery.repository.ts';

export function presentDraw(row: LotteryRow, winners: WinnerRow[], lang: Lang): LotteryDraw {
  return {
    id: row.id,
    code: row.code,
    title: row.title[lang],
    salesStart: row.salesStart.toISOString(),
    salesEnd: row.salesEnd.toISOString(),
    drawAt: row.drawAt.toISOString(),
    minDeposit: row.minDeposit,
    prizes: row.prizes,
    ticketsIssued: row.ticketsIssued,
    paused: row.paused,
    seedHash: row.seedHash,
    // The seed stays secret until the draw: revealing it earlier would tell the winners.
    seed: row.drawnAt ? row.serverSeed : null,
    drawnAt: row.drawnAt?.toISOString() ?? null,
    winners: winners
      .filter((winner) => winner.lotteryId === row.id)
      .map((winner) => ({
        place: winner.place,
        ticketNumber: winner.ticketNumber,
        player: maskPlayerName(winner.username),
        amount: winner.amount,
      })),
  };
}

export function presentTicket(row: TicketRow, lang: Lang): LotteryTicket {
  return {
    ticketNumber: row.ticketNumber,
    lotteryId: row.lotteryId,
    lotteryTitle: row.lotteryTitle[lang],
    depositAmount: row.depositAmount,
    createdAt: row.createdAt.toISOString(),
    drawAt: row.drawAt.toISOString(),
    won: row.wonPlace === null ? null : { place: row.wonPlace, amount: row.wonAmount ?? 0 },
  };
}
