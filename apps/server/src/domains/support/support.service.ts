import type { Lang } from '@lale/contract/languages';
import type {
  SupportConversationView,
  SupportMessageView,
  SupportState,
} from '@lale/contract/methods/support';
import { sql } from 'drizzle-orm';
import { rowsOf, withTransaction, type Db } from '../../db/client.ts';
import type { RateLimiter, RateRule } from '../../platform/limits/rate-limiter.ts';
import type { Postman } from '../../platform/messaging/postman.ts';
import { refusals } from '../../platform/refusal.ts';
import { supportContacts } from './contacts.ts';
import { offlineMessageEmail } from './offline-mail.ts';
import { plainText } from '../../platform/plain-text.ts';
import { operatorsOnline } from './presence.ts';
import type { SupportLive } from './support-live.ts';
import { presentConversation, presentMessage } from './support.presenter.ts';
import {
  supportRepository as repo,
  type ConversationRow,
  type Participant,
} from './support.repository.ts';

export interface SupportDeps {
  now: () => Date;
  live: SupportLive;
  postman: Postman;
  limiter: RateLimiter;
  /** Where offline messages go. */
  supportEmail: string;
  publicUrl: string;
}

/** A player's (or guest's) messages: a handful a minute per conversation, more per address. */
export const SUPPORT_MESSAGE_RULE: RateRule = { name: 'support-msg', limit: 8, windowMs: 60_000 };
const SUPPORT_ADDRESS_RULE: RateRule = { name: 'support-msg-ip', limit: 30, windowMs: 60_000 };

export interface NewPlayerMessage {
  text: string;
  email?: string | undefined;
  name?: string | undefined;
  attachment?: { mime: string; bytes: Buffer };
  lang: Lang;
  ip: string;
}

/** The player side of live support: state, messages, read marks, typing, transcripts. */
export function supportService(db: Db, deps: SupportDeps) {
  async function view(row: ConversationRow): Promise<SupportConversationView> {
    return presentConversation(row, await repo.messages(db, row.id));
  }

  async function whoLabel(row: ConversationRow): Promise<string> {
    if (row.user_id === null) return row.guest_name || row.contact_email || 'guest';
    const [user] = rowsOf<{ username: string }>(
      await db.execute(sql`select username from users where id = ${row.user_id}`),
    );
    return user?.username ?? `#${row.user_id}`;
  }

  async function playerEmail(who: Participant): Promise<string | null> {
    if (!('uid' in who)) return null;
    const [user] = rowsOf<{ email: string }>(
      await db.execute(sql`select email from users where id = ${who.uid}`),
    );
    return user?.email ?? null;
  }

  return {
    async state(who: Participant | null): Promise<SupportState> {
      const [online, contacts, row] = await Promise.all([
        operatorsOnline(db, deps.now()),
        supportContacts(db),
        who ? repo.latestOf(db, who) : Promise.resolve(undefined),
      ]);
      return { online, contacts, conversation: row ? await view(row) : null };
    },

    /** Stores the message (starting a conversation if needed); offline, it is also mailed. */
    async send(
      who: Participant,
      input: NewPlayerMessage,
    ): Promise<{ conversation: SupportConversationView; message: SupportMessageView }> {
      const text = plainText(input.text);
      if (!text && !input.attachment) throw refusals.invalid({ text: 'support_message_empty' });
      const key = 'uid' in who ? `u${who.uid}` : `g${who.guestKey}`;
      if (!(await deps.limiter.take(SUPPORT_ADDRESS_RULE, input.ip)))
        throw refusals.rateLimited(await deps.limiter.retryAfter(SUPPORT_ADDRESS_RULE, input.ip));
      if (!(await deps.limiter.take(SUPPORT_MESSAGE_RULE, key)))
        throw refusals.rateLimited(await deps.limiter.retryAfter(SUPPORT_MESSAGE_RULE, key));
      const online = await operatorsOnline(db, deps.now());
      const email = input.email || null;
      const name = input.name ? plainText(input.name) || null : null;
      const existing = await repo.openOf(db, who);
      const replyTo = email ?? existing?.contact_email ?? (await playerEmail(who));
      if (!online && !replyTo) throw refusals.invalid({ email: 'support_email_required' });

      const { row, message } = await withTransaction(db, async (tx) => {
        const at = deps.now();
        let row = existing;
        if (row) await repo.setContact(tx, row.id, email, name);
        else row = await repo.create(tx, who, { lang: input.lang, email, name, at });
        const file = input.attachment
          ? await repo.insertAttachment(tx, row.id, input.attachment)
          : null;
        const message = await repo.insertMessage(tx, {
          conversationId: row.id,
          author: 'player',
          operatorId: null,
          body: text,
          attachmentId: file?.id ?? null,
          emailed: !online,
          at,
        });
        return { row: (await repo.byId(tx, row.id))!, message };
      });
      if (!online)
        deps.postman.dispatchEmail(
          offlineMessageEmail({
            to: deps.supportEmail,
            conversationId: row.public_id,
            who: await whoLabel(row),
            replyTo,
            text,
            hasScreenshot: Boolean(input.attachment),
            consoleUrl: `${deps.publicUrl.replace(/\/$/, '')}/backoffice/support?c=${row.public_id}`,
          }),
        );
      const presented = presentMessage(message);
      deps.live.publish(row.public_id, {
        type: 'support.message',
        conversationId: row.public_id,
        message: presented,
      });
      deps.live.queueChanged(row.public_id);
      return { conversation: await view(row), message: presented };
    },

    async typing(who: Participant): Promise<void> {
      const row = await repo.openOf(db, who);
      if (!row) return;
      deps.live.publish(row.public_id, {
        type: 'support.typing',
        conversationId: row.public_id,
        who: 'player',
      });
    },

    async markRead(who: Participant, upTo: number): Promise<void> {
      const row = await repo.latestOf(db, who);
      if (!row) throw refusals.notFound('support_conversation_not_found');
      const read = await repo.markRead(db, row.id, 'player', upTo);
      deps.live.publish(row.public_id, {
        type: 'support.read',
        conversationId: row.public_id,
        reader: 'player',
        upTo: read,
      });
    },

    async transcript(who: Participant | null, publicId: string): Promise<SupportConversationView> {
      const row = await repo.byPublicId(db, publicId);
      if (!row || !who || !isParticipant(row, who))
        throw refusals.notFound('support_conversation_not_found');
      return view(row);
    },

    /** A screenshot for the conversation's own player; undefined for anyone else. */
    async attachmentFor(who: Participant | null, publicId: string) {
      const file = await repo.attachment(db, publicId);
      if (!file || !who) return undefined;
      const row = await repo.byId(db, file.conversation_id);
      return row && isParticipant(row, who) ? file : undefined;
    },
  };
}

export type SupportService = ReturnType<typeof supportService>;

export function isParticipant(row: ConversationRow, who: Participant): boolean {
  return 'uid' in who ? row.user_id === who.uid : row.guest_token_hash === who.guestKey;
}
