import type { SupportQueueItem } from '@lale/contract/backoffice-support';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';

interface QueueRow {
  public_id: string;
  status: 'open' | 'closed';
  username: string | null;
  guest_name: string | null;
  contact_email: string | null;
  user_id: number | null;
  last_text: string | null;
  waiting_since: Date | string | null;
  last_message_at: Date | string;
  created_at: Date | string;
  closed_at: Date | string | null;
  assigned_name: string | null;
  unread: number;
  total: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The console's list. Open: the waiting first (longest wait on top), then the rest by their
 * last message. Closed (transcripts): newest first, searched in who wrote and what was said.
 */
export async function supportQueue(
  db: Db,
  query: { status: 'open' | 'closed'; search: string; limit: number; offset: number },
): Promise<{ items: SupportQueueItem[]; total: number }> {
  const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const search = query.search
    ? sql`and (u.username ilike ${like} or c.guest_name ilike ${like}
        or c.contact_email ilike ${like}
        or exists (select 1 from support_messages s where s.conversation_id = c.id
          and s.body ilike ${like}))`
    : sql``;
  const order =
    query.status === 'open'
      ? sql`c.waiting_since asc nulls last, c.last_message_at desc`
      : sql`c.closed_at desc nulls last, c.id desc`;
  const rows = rowsOf<QueueRow>(
    await db.execute(sql`select c.public_id::text as public_id, c.status, u.username,
        c.guest_name, c.contact_email, c.user_id, c.waiting_since, c.last_message_at, c.created_at,
        c.closed_at, o.username as assigned_name,
        (select m.body from support_messages m where m.conversation_id = c.id
          order by m.id desc limit 1) as last_text,
        (select count(*)::int from support_messages m where m.conversation_id = c.id
          and m.author = 'player' and m.id > c.operator_read_upto) as unread,
        count(*) over ()::int as total
      from support_conversations c
      left join users u on u.id = c.user_id
      left join operators o on o.id = c.assigned_operator_id
      where c.status = ${query.status} ${search}
      order by ${order} limit ${query.limit} offset ${query.offset}`),
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((row) => ({
      id: row.public_id,
      status: row.status,
      who: row.username ?? row.guest_name ?? row.contact_email ?? 'guest',
      guest: row.user_id === null,
      lastText: row.last_text ?? '',
      waitingSince: row.waiting_since ? iso(row.waiting_since) : null,
      lastMessageAt: iso(row.last_message_at),
      createdAt: iso(row.created_at),
      closedAt: row.closed_at ? iso(row.closed_at) : null,
      assignedTo: row.assigned_name,
      unread: Number(row.unread),
    })),
  };
}
