import { withTransaction, type Db } from '../../db/client.ts';
import { playerCash, transfer } from '../wallet/api.ts';
import { drawWinningSerials } from './draw.ts';
import { lotteryRepository as repo } from './lottery.repository.ts';

export interface DrawnPrize {
  userId: number;
  place: number;
  ticketNumber: string;
  amount: number;
}

/**
 * Draws a lottery whose time has come, once: the lottery row is locked, a drawn one is left
 * alone, each prize's transfer has its own key (lottery:<id>:prize:<place>). The winners are
 * drawWinningSerials of the committed seed; fewer tickets than prizes leaves the rest unpaid.
 * Returns the prizes paid by this call (empty when it did nothing).
 */
export async function runDraw(db: Db, lotteryId: number, now: Date): Promise<DrawnPrize[] | null> {
  return withTransaction(db, async (tx) => {
    const lottery = await repo.byId(tx, lotteryId, { lock: true });
    if (!lottery || lottery.drawnAt || lottery.paused) return null;
    if (lottery.drawAt.getTime() > now.getTime()) return null;
    const serials = drawWinningSerials(
      lottery.serverSeed,
      lottery.code,
      lottery.ticketsIssued,
      lottery.prizes.length,
    );
    const holders = await repo.ticketHolders(tx, lotteryId, serials);
    const paid: DrawnPrize[] = [];
    for (const [index, serial] of serials.entries()) {
      const holder = holders.get(serial)!;
      const amount = lottery.prizes[index]!;
      const place = index + 1;
      const moved = await transfer(tx, {
        debit: { kind: 'house' },
        credit: playerCash(holder.userId),
        amount,
        kind: 'prize',
        reference: `lottery:${lotteryId}`,
        subject: 'lottery',
        idempotencyKey: `lottery:${lotteryId}:prize:${place}`,
      });
      await repo.recordWinner(tx, {
        lotteryId,
        place,
        serial,
        ticketNumber: holder.ticketNumber,
        userId: holder.userId,
        amount,
        transferId: moved.transfer.id,
      });
      paid.push({ userId: holder.userId, place, ticketNumber: holder.ticketNumber, amount });
    }
    await repo.markDrawn(tx, lotteryId, now);
    return paid;
  });
}
