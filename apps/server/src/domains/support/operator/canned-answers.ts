import type { SupportCannedAnswer } from '@lale/contract/backoffice-support';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';

/** Ready answers in tr and en, seeded by migration 0028 and edited in the console. */
export const cannedAnswers = {
  async list(db: Db): Promise<SupportCannedAnswer[]> {
    return rowsOf<SupportCannedAnswer>(
      await db.execute(sql`select id, lang, title, body from support_canned_answers
        order by lang, position, id`),
    );
  },

  async save(
    db: Db,
    input: { id?: number | undefined; lang: 'tr' | 'en'; title: string; body: string },
    at: Date,
  ): Promise<SupportCannedAnswer | undefined> {
    const rows = input.id
      ? await db.execute(sql`update support_canned_answers set lang = ${input.lang},
          title = ${input.title}, body = ${input.body}, updated_at = ${at.toISOString()}
          where id = ${input.id} returning id, lang, title, body`)
      : await db.execute(sql`insert into support_canned_answers (lang, title, body, position)
          values (${input.lang}, ${input.title}, ${input.body},
            (select coalesce(max(position), 0) + 1 from support_canned_answers))
          returning id, lang, title, body`);
    return rowsOf<SupportCannedAnswer>(rows)[0];
  },

  /** Whether the answer was there to remove. */
  async remove(db: Db, id: number): Promise<boolean> {
    const rows = await db.execute(
      sql`delete from support_canned_answers where id = ${id} returning id`,
    );
    return rowsOf(rows).length > 0;
  },
};
