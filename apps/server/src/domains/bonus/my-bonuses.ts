import { sql } from 'drizzle-orm';
import type { MyBonuses } from '@lale/contract/bonus';
import type { Lang } from '@lale/contract/languages';
import { rowsOf, type Db } from '../../db/client.ts';
import { definitionsRepository as definitions } from './definitions.repository.ts';
import { playerBonusesRepository as bonuses } from './player-bonuses.repository.ts';
import { presentBonus } from './bonus.presenter.ts';

/** The player's bonuses: the wagering one with its progress, the closed ones, the opt-ins. */
export async function myBonuses(db: Db, userId: number, lang: Lang): Promise<MyBonuses> {
  const [rows, all, held, optIns] = await Promise.all([
    bonuses.ofPlayer(db, userId),
    definitions.all(db),
    bonuses.heldBonus(db, userId),
    db.execute(sql`select definition_id from bonus_opt_ins where user_id = ${userId}`),
  ]);
  const byId = new Map(all.map((d) => [d.id, d]));
  const views = rows.map((row) => presentBonus(row, byId.get(row.definitionId)!, lang));
  const granted = new Set(rows.map((row) => row.definitionId));
  return {
    bonusBalance: held,
    active: views.filter((v) => v.status === 'wagering'),
    closed: views.filter((v) => v.status !== 'wagering'),
    optedIn: rowsOf<{ definition_id: number }>(optIns)
      .map((row) => Number(row.definition_id))
      .filter((id) => !granted.has(id)),
  };
}
