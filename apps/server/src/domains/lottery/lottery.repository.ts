import { sql } from 'drizzle-orm';
import type { Lang } from '@lale/contract/languages';
import type { LocalizedText } from '@lale/contract/site';
import { rowsOf, type Db } from '../../db/client.ts';

export interface LotteryRow {
  id: number;
  code: string;
  title: LocalizedText;
  salesStart: Date;
  salesEnd: Date;
  drawAt: Date;
  minDeposit: number;
  prizes: number[];
  serverSeed: string;
  seedHash: string;
  paused: boolean;
  ticketsIssued: number;
  drawnAt: Date | null;
}

interface RawLottery {
  id: number;
  code: string;
  title: LocalizedText;
  sales_start: string | Date;
  sales_end: string | Date;
  draw_at: string | Date;
  min_deposit: string | number;
  prizes: (string | number)[];
  server_seed: string;
  seed_hash: string;
  paused: boolean;
  tickets_issued: number;
  drawn_at: string | Date | null;
}

const toLottery = (row: RawLottery): LotteryRow => ({
  id: row.id,
  code: row.code,
  title: row.title,
  salesStart: new Date(row.sales_start),
  salesEnd: new Date(row.sales_end),
  drawAt: new Date(row.draw_at),
  minDeposit: Number(row.min_deposit),
  prizes: row.prizes.map(Number),
  serverSeed: row.server_seed,
  seedHash: row.seed_hash,
  paused: row.paused,
  ticketsIssued: row.tickets_issued,
  drawnAt: row.drawn_at ? new Date(row.drawn_at) : null,
});

export interface TicketRow {
  ticketNumber: string;
  lotteryId: number;
  lotteryTitle: LocalizedText;
  depositAmount: number;
  createdAt: Date;
  drawAt: Date;
  wonPlace: number | null;
  wonAmount: number | null;
}

export interface WinnerRow {
  lotteryId: number;
  place: number;
  serial: number;
  ticketNumber: string;
  username: string;
  amount: number;
}

/** Escapes LIKE's wildcards: a searched number matches as typed. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Lotteries, their tickets and winners (migration 0051). */
export const lotteryRepository = {
  async byId(db: Db, id: number, { lock = false } = {}): Promise<LotteryRow | null> {
    const [row] = rowsOf<RawLottery>(
      await db.execute(
        sql`select * from lotteries where id = ${id} ${lock ? sql`for update` : sql``}`,
      ),
    );
    return row ? toLottery(row) : null;
  },

  /** Newest draw first; with `ticketNumber`, only the lotteries holding a matching ticket. */
  async page(db: Db, opts: { limit: number; offset: number; ticketNumber?: string | undefined }) {
    const where = opts.ticketNumber
      ? sql`where exists (select 1 from lottery_tickets t where t.lottery_id = l.id
          and t.ticket_number ilike ${likeText(opts.ticketNumber)})`
      : sql``;
    const rows = rowsOf<RawLottery>(
      await db.execute(sql`select l.* from lotteries l ${where}
        order by l.draw_at desc, l.id desc limit ${opts.limit} offset ${opts.offset}`),
    ).map(toLottery);
    const [counted] = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from lotteries l ${where}`),
    );
    return { rows, total: Number(counted?.n ?? 0) };
  },

  async all(db: Db): Promise<LotteryRow[]> {
    return rowsOf<RawLottery>(
      await db.execute(sql`select * from lotteries order by draw_at desc, id desc limit 200`),
    ).map(toLottery);
  },

  /** Lotteries whose draw time has come and that are not drawn (nor paused). */
  async due(db: Db, now: Date): Promise<number[]> {
    return rowsOf<{ id: number }>(
      await db.execute(sql`select id from lotteries where drawn_at is null and not paused
        and draw_at <= ${now.toISOString()} order by draw_at, id`),
    ).map((row) => row.id);
  },

  /** A player's tickets, newest first, by number and least deposit (kuruş). */
  async ticketsOf(
    db: Db,
    userId: number,
    opts: { ticketNumber?: string | undefined; minDeposit: number; limit: number; offset: number },
  ): Promise<{ rows: TicketRow[]; total: number }> {
    const where = sql`t.user_id = ${userId} and t.deposit_amount >= ${opts.minDeposit}
      ${opts.ticketNumber ? sql`and t.ticket_number ilike ${likeText(opts.ticketNumber)}` : sql``}`;
    const rows = rowsOf<{
      ticket_number: string;
      lottery_id: number;
      title: LocalizedText;
      deposit_amount: string | number;
      created_at: string | Date;
      draw_at: string | Date;
      place: number | null;
      amount: string | number | null;
    }>(
      await db.execute(sql`select t.ticket_number, t.lottery_id, l.title, t.deposit_amount,
          t.created_at, l.draw_at, w.place, w.amount
        from lottery_tickets t join lotteries l on l.id = t.lottery_id
        left join lottery_winners w on w.lottery_id = t.lottery_id and w.serial = t.serial
        where ${where}
        order by t.created_at desc, t.lottery_id desc, t.serial desc
        limit ${opts.limit} offset ${opts.offset}`),
    );
    const [counted] = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from lottery_tickets t where ${where}`),
    );
    return {
      rows: rows.map((row) => ({
        ticketNumber: row.ticket_number,
        lotteryId: row.lottery_id,
        lotteryTitle: row.title,
        depositAmount: Number(row.deposit_amount),
        createdAt: new Date(row.created_at),
        drawAt: new Date(row.draw_at),
        wonPlace: row.place,
        wonAmount: row.amount === null ? null : Number(row.amount),
      })),
      total: Number(counted?.n ?? 0),
    };
  },

  /** Any player's tickets whose number contains `ticketNumber`, newest first (the operator's search). */
  async findTickets(
    db: Db,
    ticketNumber: string,
    limit: number,
  ): Promise<(TicketRow & { username: string })[]> {
    return rowsOf<{
      ticket_number: string;
      lottery_id: number;
      title: LocalizedText;
      username: string;
      deposit_amount: string | number;
      created_at: string | Date;
      draw_at: string | Date;
      place: number | null;
      amount: string | number | null;
    }>(
      await db.execute(sql`select t.ticket_number, t.lottery_id, l.title, u.username,
          t.deposit_amount, t.created_at, l.draw_at, w.place, w.amount
        from lottery_tickets t join lotteries l on l.id = t.lottery_id
        join users u on u.id = t.user_id
        left join lottery_winners w on w.lottery_id = t.lottery_id and w.serial = t.serial
        where t.ticket_number ilike ${likeText(ticketNumber)}
        order by t.created_at desc, t.lottery_id desc, t.serial desc
        limit ${limit}`),
    ).map((row) => ({
      ticketNumber: row.ticket_number,
      lotteryId: row.lottery_id,
      lotteryTitle: row.title,
      username: row.username,
      depositAmount: Number(row.deposit_amount),
      createdAt: new Date(row.created_at),
      drawAt: new Date(row.draw_at),
      wonPlace: row.place,
      wonAmount: row.amount === null ? null : Number(row.amount),
    }));
  },

  async ticketHolders(db: Db, lotteryId: number, serials: number[]) {
    if (serials.length === 0) return new Map<number, { userId: number; ticketNumber: string }>();
    const rows = rowsOf<{ serial: number; user_id: number; ticket_number: string }>(
      await db.execute(sql`select serial, user_id, ticket_number from lottery_tickets
        where lottery_id = ${lotteryId}
          and serial in (${sql.join(
            serials.map((serial) => sql`${serial}`),
            sql`, `,
          )})`),
    );
    return new Map(
      rows.map((row) => [row.serial, { userId: row.user_id, ticketNumber: row.ticket_number }]),
    );
  },

  async winners(db: Db, lotteryIds: number[]): Promise<WinnerRow[]> {
    if (lotteryIds.length === 0) return [];
    return rowsOf<{
      lottery_id: number;
      place: number;
      serial: number;
      ticket_number: string;
      username: string;
      amount: string | number;
    }>(
      await db.execute(sql`select w.lottery_id, w.place, w.serial, w.ticket_number, u.username,
          w.amount
        from lottery_winners w join users u on u.id = w.user_id
        where w.lottery_id in (${sql.join(
          lotteryIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by w.lottery_id, w.place`),
    ).map((row) => ({
      lotteryId: row.lottery_id,
      place: row.place,
      serial: row.serial,
      ticketNumber: row.ticket_number,
      username: row.username,
      amount: Number(row.amount),
    }));
  },

  async recordWinner(
    db: Db,
    winner: {
      lotteryId: number;
      place: number;
      serial: number;
      ticketNumber: string;
      userId: number;
      amount: number;
      transferId: string;
    },
  ): Promise<void> {
    await db.execute(sql`insert into lottery_winners
        (lottery_id, place, serial, ticket_number, user_id, amount, transfer_id)
      values (${winner.lotteryId}, ${winner.place}, ${winner.serial}, ${winner.ticketNumber},
        ${winner.userId}, ${winner.amount}, ${winner.transferId})
      on conflict do nothing`);
  },

  async markDrawn(db: Db, lotteryId: number, now: Date): Promise<void> {
    await db.execute(sql`update lotteries set drawn_at = ${now.toISOString()}
      where id = ${lotteryId} and drawn_at is null`);
  },

  localized(text: LocalizedText, lang: Lang): string {
    return text[lang] ?? text.tr;
  },
};
