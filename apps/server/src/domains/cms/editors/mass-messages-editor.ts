import type { CmsMassMessagePayload, CmsMassMessageView } from '@lale/contract/backoffice-cms';
import type { LocalizedText } from '@lale/contract/site';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import { sanitizeCmsHtmlIn } from '../../../platform/sanitize-html.ts';

interface Row {
  id: number;
  title: LocalizedText;
  body: LocalizedText;
  active: boolean;
  published_at: string | Date;
  expires_at: string | Date | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function present(row: Row, now: Date): CmsMassMessageView {
  const publishedAt = iso(row.published_at);
  const expiresAt = row.expires_at === null ? null : iso(row.expires_at);
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    active: row.active,
    publishedAt,
    expiresAt,
    visible:
      row.active &&
      Date.parse(publishedAt) <= now.getTime() &&
      (expiresAt === null || Date.parse(expiresAt) > now.getTime()),
  };
}

const COLUMNS = sql`id, title, body, active, published_at, expires_at`;

/** Messages to every player (crm list_mass_messages): operator HTML, sanitised when saved. */
export const massMessagesEditor = {
  async list(db: Db, now: Date): Promise<CmsMassMessageView[]> {
    const result = await db.execute(
      sql`select ${COLUMNS} from mass_messages order by published_at desc, id desc`,
    );
    return rowsOf<Row>(result).map((row) => present(row, now));
  },

  async save(db: Db, input: CmsMassMessagePayload, now: Date): Promise<CmsMassMessageView> {
    const title = JSON.stringify(input.title);
    const body = JSON.stringify(sanitizeCmsHtmlIn(input.body));
    const result =
      input.id === undefined
        ? await db.execute(sql`
            insert into mass_messages (title, body, active, published_at, expires_at)
            values (${title}::jsonb, ${body}::jsonb, ${input.active}, ${input.publishedAt},
              ${input.expiresAt})
            returning ${COLUMNS}`)
        : await db.execute(sql`
            update mass_messages set title = ${title}::jsonb, body = ${body}::jsonb,
              active = ${input.active}, published_at = ${input.publishedAt},
              expires_at = ${input.expiresAt}
            where id = ${input.id}
            returning ${COLUMNS}`);
    const row = rowsOf<Row>(result)[0];
    if (!row) throw refusals.notFound();
    return present(row, now);
  },

  async remove(db: Db, id: number): Promise<{ id: number }> {
    const result = await db.execute(sql`delete from mass_messages where id = ${id} returning id`);
    if (rowsOf(result).length === 0) throw refusals.notFound();
    return { id };
  },
};
