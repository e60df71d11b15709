import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import { Success, type ClassHandlers } from '../../../rpc/handler.ts';

interface MessageRow {
  id: number;
  title: string;
  body: string;
  published_at: string | Date;
}

/** SPEC §7 crm list_mass_messages: messages to every player, newest first, no session. */
export function crmHandlers(now: () => Date): { crm: ClassHandlers<'crm'> } {
  return {
    crm: {
      list_mass_messages: {
        handle: async (p, ctx) => {
          const at = now().toISOString();
          const live = sql`active and published_at <= ${at} and (expires_at is null or expires_at > ${at})`;
          const [rows, count] = await Promise.all([
            ctx.db.execute(sql`
              select id, title ->> ${ctx.lang} as title, body ->> ${ctx.lang} as body, published_at
              from mass_messages where ${live}
              order by published_at desc, id desc limit ${p.limit} offset ${p.offset}`),
            ctx.db.execute(sql`select count(*)::int as total from mass_messages where ${live}`),
          ]);
          const total = Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0);
          return new Success(
            rowsOf<MessageRow>(rows).map((row) => ({
              id: row.id,
              title: row.title,
              body: row.body,
              date: new Date(row.published_at).toISOString(),
            })),
            { pagination: { limit: p.limit, offset: p.offset, total } },
          );
        },
      },
    },
  };
}
