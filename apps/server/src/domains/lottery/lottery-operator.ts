import { sql } from 'drizzle-orm';
import { generateServerSeed, hashServerSeed } from '@lale/games/fair';
import type { Lang } from '@lale/contract/languages';
import { maskPlayerName } from '@lale/contract/live/mask-player-name';
import type {
  LotteryDraft,
  LotteryOperatorRow,
  LotteryTicketFound,
  LOTTERY_CONTROLS,
} from '@lale/contract/lottery';
import { rowsOf, type Db } from '../../db/client.ts';
import { refusals } from '../../platform/refusal.ts';
import { presentDraw, presentTicket } from './lottery.presenter.ts';
import { lotteryRepository as repo } from './lottery.repository.ts';

/** What a draft would cost, and how many deposits of its window would have earned tickets. */
export async function previewLottery(db: Db, draft: LotteryDraft, now: Date) {
  const [counted] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from ledger_transfers
      where kind = 'deposit' and status = 'posted' and amount >= ${draft.minDeposit}
        and created_at >= ${draft.salesStart} and created_at < least(${draft.salesEnd}::timestamptz, ${now.toISOString()}::timestamptz)`),
  );
  return {
    prizeCost: draft.prizes.reduce((sum, prize) => sum + prize, 0),
    places: draft.prizes.length,
    ticketsSoFar: Number(counted?.n ?? 0),
    salesOpen:
      Date.parse(draft.salesStart) <= now.getTime() && Date.parse(draft.salesEnd) > now.getTime(),
  };
}

/** Schedules a lottery with a fresh secret seed; its hash is public from now on. */
export async function createLottery(
  db: Db,
  draft: LotteryDraft,
): Promise<{ id: number; seedHash: string }> {
  const [taken] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from lotteries where code = ${draft.code}`),
  );
  if (taken) throw refusals.invalid({ code: 'lottery_code_taken' });
  const seed = generateServerSeed();
  const seedHash = hashServerSeed(seed);
  const [created] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into lotteries (code, title, sales_start, sales_end, draw_at,
        min_deposit, prizes, server_seed, seed_hash)
      values (${draft.code}, ${JSON.stringify(draft.title)}::jsonb, ${draft.salesStart},
        ${draft.salesEnd}, ${draft.drawAt}, ${draft.minDeposit},
        ${`{${draft.prizes.join(',')}}`}::bigint[], ${seed}, ${seedHash})
      returning id`),
  );
  return { id: created!.id, seedHash };
}

/** Pause (no tickets, no draw), resume, or end now: sales close and the leader draws next. */
export async function controlLottery(
  db: Db,
  input: { lotteryId: number; control: (typeof LOTTERY_CONTROLS)[number] },
  now: Date,
): Promise<{ id: number; control: string }> {
  const lottery = await repo.byId(db, input.lotteryId);
  if (!lottery) throw refusals.notFound('lottery_not_found');
  if (lottery.drawnAt) throw refusals.failed();
  const at = now.toISOString();
  if (input.control === 'end')
    await db.execute(sql`update lotteries set
        sales_start = least(sales_start, ${at}::timestamptz - interval '1 millisecond'),
        sales_end = least(sales_end, ${at}::timestamptz), draw_at = ${at}
      where id = ${input.lotteryId}`);
  else
    await db.execute(sql`update lotteries set paused = ${input.control === 'pause'}
      where id = ${input.lotteryId}`);
  return { id: input.lotteryId, control: input.control };
}

/** Every lottery with what it costs and what its draw paid. */
export async function listLotteriesForOperator(db: Db, lang: Lang): Promise<LotteryOperatorRow[]> {
  const rows = await repo.all(db);
  const winners = await repo.winners(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const draw = presentDraw(row, winners, lang);
    return {
      ...draw,
      prizeCost: row.prizes.reduce((sum, prize) => sum + prize, 0),
      prizesPaid: draw.winners.reduce((sum, winner) => sum + winner.amount, 0),
    };
  });
}

/** The tickets of any player whose number contains the search, at most 50, holder masked. */
export async function searchTicketsForOperator(
  db: Db,
  ticketNumber: string,
  lang: Lang,
): Promise<LotteryTicketFound[]> {
  const rows = await repo.findTickets(db, ticketNumber, 50);
  return rows.map((row) => ({
    ...presentTicket(row, lang),
    player: maskPlayerName(row.username),
  }));
}
