import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';

export type RoundState = 'open' | 'playing' | 'finished';

export interface RoundRow {
  product: string;
  roundNo: number;
  startsAt: Date;
  endsAt: Date;
  state: RoundState;
}

type Raw = Record<string, unknown>;

const toRound = (row: Raw): RoundRow => ({
  product: String(row.product),
  roundNo: Number(row.round_no),
  startsAt: new Date(row.starts_at as string),
  endsAt: new Date(row.ends_at as string),
  state: row.state as RoundState,
});

const COLUMNS = sql`product, round_no, starts_at, ends_at, state`;

/** virtual_rounds (migration 0036) and the tag that ties a sport event to its round. */
export const roundsRepository = {
  /**
   * The rounds the schedule carries on with, oldest first: those not finished, and the latest
   * even when it is (the next round is created after it).
   */
  async toCarryOn(db: Db, product: string): Promise<RoundRow[]> {
    const rows = rowsOf<Raw>(
      await db.execute(sql`(select ${COLUMNS} from virtual_rounds
          where product = ${product} and state <> 'finished')
        union (select ${COLUMNS} from virtual_rounds where product = ${product}
          order by round_no desc limit 1)
        order by round_no`),
    );
    return rows.map(toRound);
  },

  /** A new round; false when another process (or a rerun) created it first. */
  async insert(db: Db, round: Omit<RoundRow, 'state'>, now: Date): Promise<boolean> {
    const rows = rowsOf<Raw>(
      await db.execute(sql`insert into virtual_rounds
          (product, round_no, starts_at, ends_at, state, created_at)
        values (${round.product}, ${round.roundNo}, ${round.startsAt.toISOString()},
          ${round.endsAt.toISOString()}, 'open', ${now.toISOString()})
        on conflict do nothing returning round_no`),
    );
    return rows.length > 0;
  },

  async tagEvent(db: Db, eventId: string, product: string, roundNo: number): Promise<void> {
    await db.execute(sql`update sport_events set virtual_product = ${product},
      virtual_round = ${roundNo} where id = ${eventId}`);
  },

  async lock(db: Db, product: string, roundNo: number): Promise<RoundRow | null> {
    const rows = rowsOf<Raw>(
      await db.execute(sql`select ${COLUMNS} from virtual_rounds
        where product = ${product} and round_no = ${roundNo} for update`),
    );
    return rows[0] ? toRound(rows[0]) : null;
  },

  async setState(db: Db, product: string, roundNo: number, state: RoundState): Promise<void> {
    await db.execute(sql`update virtual_rounds set state = ${state}
      where product = ${product} and round_no = ${roundNo}`);
  },

  /** The round's event ids in creation order. */
  async eventIds(db: Db, product: string, roundNo: number): Promise<string[]> {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`select id::text as id from sport_events
        where virtual_product = ${product} and virtual_round = ${roundNo} order by id`),
    );
    return rows.map((row) => row.id);
  },

  /** Rounds not finished yet (the one playing first, then the open ones), oldest first. */
  async current(db: Db, product: string, limit: number): Promise<RoundRow[]> {
    const rows = rowsOf<Raw>(
      await db.execute(sql`select ${COLUMNS} from virtual_rounds
        where product = ${product} and state <> 'finished' order by round_no limit ${limit}`),
    );
    return rows.map(toRound);
  },

  /** Finished rounds, newest first, and how many there are. */
  async finished(
    db: Db,
    product: string,
    paging: { limit: number; offset: number },
  ): Promise<{ rows: RoundRow[]; total: number }> {
    const rows = rowsOf<Raw>(
      await db.execute(sql`select ${COLUMNS}, count(*) over () as total from virtual_rounds
        where product = ${product} and state = 'finished'
        order by round_no desc limit ${paging.limit} offset ${paging.offset}`),
    );
    let total = rows[0] ? Number(rows[0].total) : 0;
    if (rows.length === 0 && paging.offset > 0) {
      const counted = rowsOf<{ n: string | number }>(
        await db.execute(sql`select count(*) as n from virtual_rounds
          where product = ${product} and state = 'finished'`),
      );
      total = Number(counted[0]?.n ?? 0);
    }
    return { rows: rows.map(toRound), total };
  },
};
