import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

export interface ConversationRow {
  id: number;
  public_id: string;
  user_id: number | null;
  guest_token_hash: string | null;
  guest_name: string | null;
  contact_email: string | null;
  lang: 'tr' | 'en';
  status: 'open' | 'closed';
  assigned_operator_id: number | null;
  assigned_name: string | null;
  created_at: Date | string;
  last_message_at: Date | string;
  waiting_since: Date | string | null;
  closed_at: Date | string | null;
  player_read_upto: number;
  operator_read_upto: number;
}

export interface MessageRow {
  id: number;
  conversation_id: number;
  author: 'player' | 'operator' | 'system';
  operator_name: string | null;
  body: string;
  emailed: boolean;
  created_at: Date | string;
  attachment_public_id: string | null;
  attachment_mime: string | null;
  attachment_size: number | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Who the player side is: a signed-in player or a guest's cookie. */
export type Participant = { uid: number } | { guestKey: string };

const CONVERSATION = sql.raw(`select c.id::int as id, c.public_id::text as public_id, c.user_id,
  c.guest_token_hash, c.guest_name, c.contact_email, c.lang, c.status, c.assigned_operator_id,
  o.username as assigned_name, c.created_at, c.last_message_at, c.waiting_since, c.closed_at,
  c.player_read_upto::int as player_read_upto, c.operator_read_upto::int as operator_read_upto
  from support_conversations c left join operators o on o.id = c.assigned_operator_id`);

const MESSAGE = sql.raw(`select m.id::int as id, m.conversation_id::int as conversation_id,
  m.author, o.username as operator_name, m.body, m.emailed, m.created_at,
  a.public_id::text as attachment_public_id, a.mime as attachment_mime, a.size as attachment_size
  from support_messages m left join operators o on o.id = m.operator_id
  left join support_attachments a on a.id = m.attachment_id`);

const owns = (who: Participant): SQL =>
  'uid' in who ? sql`c.user_id = ${who.uid}` : sql`c.guest_token_hash = ${who.guestKey}`;

/** Live support's SQL: conversations, messages, screenshots, read marks. */
export const supportRepository = {
  async byPublicId(db: Db, publicId: string): Promise<ConversationRow | undefined> {
    if (!UUID.test(publicId)) return undefined;
    return rowsOf<ConversationRow>(
      await db.execute(sql`${CONVERSATION} where c.public_id = ${publicId}::uuid`),
    )[0];
  },

  async byId(db: Db, id: number): Promise<ConversationRow | undefined> {
    return rowsOf<ConversationRow>(await db.execute(sql`${CONVERSATION} where c.id = ${id}`))[0];
  },

  /** The participant's open conversation, else their newest (its transcript). */
  async latestOf(db: Db, who: Participant): Promise<ConversationRow | undefined> {
    return rowsOf<ConversationRow>(
      await db.execute(sql`${CONVERSATION} where ${owns(who)}
        order by (c.status = 'open') desc, c.id desc limit 1`),
    )[0];
  },

  async openOf(db: Db, who: Participant): Promise<ConversationRow | undefined> {
    return rowsOf<ConversationRow>(
      await db.execute(sql`${CONVERSATION} where ${owns(who)} and c.status = 'open'
        order by c.id desc limit 1`),
    )[0];
  },

  async create(
    db: Db,
    who: Participant,
    input: { lang: 'tr' | 'en'; email: string | null; name: string | null; at: Date },
  ): Promise<ConversationRow> {
    const uid = 'uid' in who ? who.uid : null;
    const guest = 'guestKey' in who ? who.guestKey : null;
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into support_conversations
        (public_id, user_id, guest_token_hash, guest_name, contact_email, lang, created_at,
         last_message_at)
        values (${randomUUID()}::uuid, ${uid}, ${guest}, ${input.name}, ${input.email},
          ${input.lang}, ${input.at.toISOString()}, ${input.at.toISOString()})
        returning id::int as id`),
    );
    return (await this.byId(db, row!.id))!;
  },

  async setContact(db: Db, id: number, email: string | null, name: string | null): Promise<void> {
    await db.execute(sql`update support_conversations
      set contact_email = coalesce(${email}, contact_email), guest_name = coalesce(${name}, guest_name)
      where id = ${id}`);
  },

  async insertAttachment(
    db: Db,
    conversationId: number,
    file: { mime: string; bytes: Buffer },
  ): Promise<{ id: number; publicId: string }> {
    const publicId = randomUUID();
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into support_attachments (public_id, conversation_id, mime, size, bytes)
        values (${publicId}::uuid, ${conversationId}, ${file.mime}, ${file.bytes.length},
          decode(${file.bytes.toString('base64')}, 'base64'))
        returning id::int as id`),
    );
    return { id: row!.id, publicId };
  },

  async attachment(
    db: Db,
    publicId: string,
  ): Promise<{ conversation_id: number; mime: string; bytes: Buffer } | undefined> {
    if (!UUID.test(publicId)) return undefined;
    const row = rowsOf<{ conversation_id: number; mime: string; data: string }>(
      await db.execute(sql`select conversation_id::int as conversation_id, mime,
        encode(bytes, 'base64') as data from support_attachments where public_id = ${publicId}::uuid`),
    )[0];
    return row && { ...row, bytes: Buffer.from(row.data, 'base64') };
  },

  async insertMessage(
    db: Db,
    input: {
      conversationId: number;
      author: 'player' | 'operator' | 'system';
      operatorId: number | null;
      body: string;
      attachmentId: number | null;
      emailed: boolean;
      at: Date;
    },
  ): Promise<MessageRow> {
    const at = input.at.toISOString();
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into support_messages
        (conversation_id, author, operator_id, body, attachment_id, emailed, created_at)
        values (${input.conversationId}, ${input.author}, ${input.operatorId}, ${input.body},
          ${input.attachmentId}, ${input.emailed}, ${at})
        returning id::int as id`),
    );
    // A player's message starts the wait (if not already waiting); an operator's ends it.
    if (input.author === 'player')
      await db.execute(sql`update support_conversations set last_message_at = ${at},
        waiting_since = coalesce(waiting_since, ${at}) where id = ${input.conversationId}`);
    else if (input.author === 'operator')
      await db.execute(sql`update support_conversations set last_message_at = ${at},
        waiting_since = null, operator_read_upto = greatest(operator_read_upto, ${row!.id}),
        assigned_operator_id = coalesce(assigned_operator_id, ${input.operatorId})
        where id = ${input.conversationId}`);
    return (await this.messages(db, input.conversationId, row!.id))[0]!;
  },

  /** The conversation's messages in order (from one id on, when given). */
  async messages(db: Db, conversationId: number, fromId = 0): Promise<MessageRow[]> {
    return rowsOf<MessageRow>(
      await db.execute(sql`${MESSAGE} where m.conversation_id = ${conversationId}
        and m.id >= ${fromId} order by m.id`),
    );
  },

  async markRead(
    db: Db,
    conversationId: number,
    reader: 'player' | 'operator',
    upTo: number,
  ): Promise<number> {
    const column = sql.raw(reader === 'player' ? 'player_read_upto' : 'operator_read_upto');
    const [row] = rowsOf<{ upto: number }>(
      await db.execute(sql`update support_conversations
        set ${column} = greatest(${column}, least(${upTo},
          (select coalesce(max(id), 0) from support_messages where conversation_id = ${conversationId})))
        where id = ${conversationId} returning ${column}::int as upto`),
    );
    return row?.upto ?? 0;
  },

  async assign(db: Db, conversationId: number, operatorId: number): Promise<void> {
    await db.execute(sql`update support_conversations set assigned_operator_id = ${operatorId}
      where id = ${conversationId}`);
  },

  /** Closes an open conversation; false when it was already closed. */
  async close(db: Db, conversationId: number, operatorId: number | null, at: Date) {
    const rows = rowsOf(
      await db.execute(sql`update support_conversations set status = 'closed',
        closed_at = ${at.toISOString()}, closed_by = ${operatorId}, waiting_since = null
        where id = ${conversationId} and status = 'open' returning id`),
    );
    return rows.length > 0;
  },
};
