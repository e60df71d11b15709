import type {
  SupportOperatorConversation,
  SupportPlayerProfile,
} from '@lale/contract/backoffice-support';
import type { Lang } from '@lale/contract/languages';
import type { SupportMessageView } from '@lale/contract/methods/support';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import { historyWindow, presentTransaction, transactionsRepository } from '../../history/api.ts';
import { balanceOf } from '../../wallet/api.ts';
import { plainText } from '../../../platform/plain-text.ts';
import type { SupportLive } from '../support-live.ts';
import { presentConversation, presentMessage } from '../support.presenter.ts';
import { supportRepository as repo, type ConversationRow } from '../support.repository.ts';

const RECENT_TRANSACTIONS = 10;

export interface OperatorRef {
  id: number;
  username: string;
}

/** The operators' side of live support: a conversation with its player, and the actions. */
export function operatorSupport(db: Db, deps: { now: () => Date; live: SupportLive }) {
  async function found(publicId: string): Promise<ConversationRow> {
    const row = await repo.byPublicId(db, publicId);
    if (!row) throw refusals.notFound('support_conversation_not_found');
    return row;
  }

  async function profile(uid: number): Promise<SupportPlayerProfile | null> {
    const [user] = rowsOf<Omit<SupportPlayerProfile, 'balance' | 'bonusBalance'>>(
      await db.execute(sql`select id as uid, username, firstname, lastname, email, status, currency
        from users where id = ${uid}`),
    );
    if (!user) return null;
    const balance = await balanceOf(db, uid);
    return { ...user, balance: balance.available, bonusBalance: balance.bonus };
  }

  const statusChanged = (row: ConversationRow) => {
    deps.live.publish(row.public_id, {
      type: 'support.status',
      conversationId: row.public_id,
      status: row.status,
      operatorName: row.assigned_name,
    });
    deps.live.queueChanged(row.public_id);
  };

  return {
    async detail(publicId: string, me: OperatorRef, lang: Lang) {
      const row = await found(publicId);
      const player = row.user_id === null ? null : await profile(row.user_id);
      const transactions =
        row.user_id === null
          ? []
          : (
              await transactionsRepository.page(
                db,
                { userId: row.user_id, window: historyWindow() },
                { by: 'id', dir: 'desc' },
                { limit: RECENT_TRANSACTIONS, offset: 0 },
              )
            ).rows.map((tx) => presentTransaction(tx, lang));
      return {
        conversation: presentConversation(row, await repo.messages(db, row.id)),
        topic: `support:${row.public_id}`,
        assignedTo: row.assigned_name,
        assignedToMe: row.assigned_operator_id === me.id,
        guest: row.user_id === null ? { name: row.guest_name, email: row.contact_email } : null,
        player,
        transactions,
      } satisfies SupportOperatorConversation;
    },

    async assignToMe(publicId: string, me: OperatorRef): Promise<void> {
      const row = await found(publicId);
      if (row.status === 'closed') throw refusals.conflict('support_conversation_closed');
      await repo.assign(db, row.id, me.id);
      statusChanged((await repo.byId(db, row.id))!);
    },

    async reply(publicId: string, me: OperatorRef, text: string): Promise<SupportMessageView> {
      const row = await found(publicId);
      if (row.status === 'closed') throw refusals.conflict('support_conversation_closed');
      if (row.assigned_operator_id !== null && row.assigned_operator_id !== me.id)
        throw refusals.conflict('support_assigned_elsewhere');
      const body = plainText(text);
      if (!body) throw refusals.invalid({ text: 'support_message_empty' });
      const message = presentMessage(
        await repo.insertMessage(db, {
          conversationId: row.id,
          author: 'operator',
          operatorId: me.id,
          body,
          attachmentId: null,
          emailed: false,
          at: deps.now(),
        }),
      );
      deps.live.publish(row.public_id, {
        type: 'support.message',
        conversationId: row.public_id,
        message,
      });
      if (row.assigned_operator_id === null) statusChanged((await repo.byId(db, row.id))!);
      else deps.live.queueChanged(row.public_id);
      return message;
    },

    async typing(publicId: string): Promise<void> {
      const row = await found(publicId);
      deps.live.publish(row.public_id, {
        type: 'support.typing',
        conversationId: row.public_id,
        who: 'operator',
      });
    },

    async markRead(publicId: string, upTo: number): Promise<void> {
      const row = await found(publicId);
      const read = await repo.markRead(db, row.id, 'operator', upTo);
      deps.live.publish(row.public_id, {
        type: 'support.read',
        conversationId: row.public_id,
        reader: 'operator',
        upTo: read,
      });
      deps.live.queueChanged(row.public_id);
    },

    /** Closes it; the transcript stays for operators and for the player. */
    async close(publicId: string, me: OperatorRef): Promise<void> {
      const row = await found(publicId);
      if (!(await repo.close(db, row.id, me.id, deps.now()))) return;
      statusChanged((await repo.byId(db, row.id))!);
    },

    async attachment(publicId: string) {
      return repo.attachment(db, publicId);
    },
  };
}
