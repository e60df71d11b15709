import type { Lang } from '@lale/contract/languages';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { sanitizeCmsHtml } from '../../platform/sanitize-html.ts';

export interface MassMessageRow {
  id: number;
  title: string;
  body: string;
  published_at: string | Date;
}

/** Messages to every player that are live at `now`, newest first, in one language. */
export async function liveMassMessages(
  db: Db,
  lang: Lang,
  now: Date,
  window: { limit: number; offset: number },
): Promise<{ rows: MassMessageRow[]; total: number }> {
  const at = now.toISOString();
  const live = sql`active and published_at <= ${at} and (expires_at is null or expires_at > ${at})`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select id, title ->> ${lang} as title, body ->> ${lang} as body, published_at
      from mass_messages where ${live}
      order by published_at desc, id desc limit ${window.limit} offset ${window.offset}`),
    db.execute(sql`select count(*)::int as total from mass_messages where ${live}`),
  ]);
  const total = Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0);
  return { rows: rowsOf<MassMessageRow>(rows), total };
}

/** The body cleaned on the way out too: messages were stored unsanitised before issue 32. */
export function presentMassMessage(row: MassMessageRow) {
  return {
    id: row.id,
    title: row.title,
    body: sanitizeCmsHtml(row.body),
    date: new Date(row.published_at).toISOString(),
  };
}
