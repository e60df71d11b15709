import { sql } from 'drizzle-orm';
import {
  canonicalPromotionCode,
  type BonusDefinitionPayload,
  type BonusKind,
  type BonusTrigger,
  type DefinitionStatus,
} from '@lale/contract/bonus';
import type { LocalizedText } from '@lale/contract/site';
import { rowsOf, type Db } from '../../db/client.ts';

/** A bonus definition as stored (migration 0047). Money in kuruş. */
export interface Definition {
  id: number;
  code: string;
  name: LocalizedText;
  terms: LocalizedText;
  kind: BonusKind;
  trigger: BonusTrigger;
  percentage: number;
  cap: number;
  minDeposit: number;
  wageringMultiple: number;
  gameWeights: Record<string, number>;
  expiryDays: number;
  maxBet: number | null;
  eligibleMethods: number[] | null;
  oncePerPlayer: boolean;
  optInCode: string | null;
  stakeOrder: 'cash_first' | 'bonus_first';
  forfeitOnWithdrawal: boolean;
  status: DefinitionStatus;
  startsAt: Date;
  endsAt: Date;
}

const COLUMNS = sql`id, code, name, terms, kind, trigger, percentage, cap, min_deposit,
  wagering_multiple, game_weights, expiry_days, max_bet, eligible_methods, once_per_player,
  opt_in_code, stake_order, forfeit_on_withdrawal, status, starts_at, ends_at`;

type Row = Record<string, unknown>;

function toDefinition(row: Row): Definition {
  const num = (v: unknown) => Number(v);
  return {
    id: num(row.id),
    code: String(row.code),
    name: row.name as LocalizedText,
    terms: row.terms as LocalizedText,
    kind: row.kind as BonusKind,
    trigger: row.trigger as BonusTrigger,
    percentage: num(row.percentage),
    cap: num(row.cap),
    minDeposit: num(row.min_deposit),
    wageringMultiple: num(row.wagering_multiple),
    gameWeights: row.game_weights as Record<string, number>,
    expiryDays: num(row.expiry_days),
    maxBet: row.max_bet === null ? null : num(row.max_bet),
    eligibleMethods: (row.eligible_methods as number[] | null)?.map(num) ?? null,
    oncePerPlayer: Boolean(row.once_per_player),
    optInCode: (row.opt_in_code as string | null) ?? null,
    stakeOrder: row.stake_order as Definition['stakeOrder'],
    forfeitOnWithdrawal: Boolean(row.forfeit_on_withdrawal),
    status: row.status as DefinitionStatus,
    startsAt: new Date(row.starts_at as string),
    endsAt: new Date(row.ends_at as string),
  };
}

/** Open for grants now: active and inside its window. */
export const isLive = (d: Definition, now: Date) =>
  d.status === 'active' && d.startsAt <= now && now < d.endsAt;

export const definitionsRepository = {
  async all(db: Db): Promise<Definition[]> {
    const result = await db.execute(
      sql`select ${COLUMNS} from bonus_definitions order by starts_at desc, id`,
    );
    return rowsOf<Row>(result).map(toDefinition);
  },

  async find(db: Db, id: number): Promise<Definition | null> {
    const result = await db.execute(sql`select ${COLUMNS} from bonus_definitions where id = ${id}`);
    const row = rowsOf<Row>(result)[0];
    return row ? toDefinition(row) : null;
  },

  async byOptInCode(db: Db, code: string): Promise<Definition | null> {
    const result = await db.execute(
      sql`select ${COLUMNS} from bonus_definitions
          where opt_in_code = ${canonicalPromotionCode(code)}`,
    );
    const row = rowsOf<Row>(result)[0];
    return row ? toDefinition(row) : null;
  },

  async withTrigger(db: Db, triggers: readonly BonusTrigger[]): Promise<Definition[]> {
    const result = await db.execute(
      sql`select ${COLUMNS} from bonus_definitions
          where status = 'active' and trigger in (${sql.join(
            triggers.map((t) => sql`${t}`),
            sql`, `,
          )}) order by id`,
    );
    return rowsOf<Row>(result).map(toDefinition);
  },

  /** Inserts or, with `id`, rewrites a definition; null when `id` names none. */
  async save(db: Db, d: BonusDefinitionPayload, id?: number): Promise<number | null> {
    const values = sql`${d.code}, ${JSON.stringify(d.name)}::jsonb, ${JSON.stringify(d.terms)}::jsonb,
      ${d.kind}, ${d.trigger}, ${d.percentage}, ${d.cap}, ${d.minDeposit}, ${d.wageringMultiple},
      ${JSON.stringify(d.gameWeights)}::jsonb, ${d.expiryDays}, ${d.maxBet},
      ${d.eligibleMethods ? `{${d.eligibleMethods.join(',')}}` : null}::integer[],
      ${d.oncePerPlayer}, ${d.optInCode}, ${d.stakeOrder}, ${d.forfeitOnWithdrawal},
      ${d.startsAt}::timestamptz, ${d.endsAt}::timestamptz`;
    const columns = sql`code, name, terms, kind, trigger, percentage, cap, min_deposit,
      wagering_multiple, game_weights, expiry_days, max_bet, eligible_methods, once_per_player,
      opt_in_code, stake_order, forfeit_on_withdrawal, starts_at, ends_at`;
    const result =
      id === undefined
        ? await db.execute(
            sql`insert into bonus_definitions (${columns}) values (${values}) returning id`,
          )
        : await db.execute(
            sql`update bonus_definitions set (${columns}) = (${values}) where id = ${id} returning id`,
          );
    const row = rowsOf<{ id: number }>(result)[0];
    return row ? Number(row.id) : null;
  },

  async setStatus(db: Db, id: number, status: DefinitionStatus): Promise<boolean> {
    const result = await db.execute(
      sql`update bonus_definitions set status = ${status} where id = ${id} returning id`,
    );
    return rowsOf(result).length > 0;
  },

  /** What each definition has cost so far, from the ledger's bonus transfers. */
  async costs(
    db: Db,
  ): Promise<
    Map<number, { granted: number; converted: number; forfeited: number; grants: number }>
  > {
    const result = await db.execute(
      sql`select b.definition_id,
            count(*) as grants,
            coalesce(sum(b.amount), 0) as granted,
            coalesce(sum(b.closed_amount) filter (where b.status = 'converted'), 0)
              + coalesce(sum(b.amount) filter (where b.status = 'paid'), 0) as converted,
            coalesce(sum(b.closed_amount) filter (where b.status in ('expired', 'forfeited')), 0)
              as forfeited
          from player_bonuses b group by b.definition_id`,
    );
    const costs = new Map<
      number,
      { granted: number; converted: number; forfeited: number; grants: number }
    >();
    for (const row of rowsOf<Row>(result))
      costs.set(Number(row.definition_id), {
        granted: Number(row.granted),
        converted: Number(row.converted),
        forfeited: Number(row.forfeited),
        grants: Number(row.grants),
      });
    return costs;
  },
};
