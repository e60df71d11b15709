import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { EmailSender, SmsSender } from './message.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** With no provider configured (development, tests) mail and SMS are kept in a table. */
export function outboxEmailSender(db: Db, now: () => Date): EmailSender {
  return {
    async send(email) {
      await db.insert(outbox).values({
        channel: 'email',
        recipient: email.to,
        subject: email.subject,
        body: email.text,
        createdAt: now(),
      });
    },
  };
}

export function outboxSmsSender(db: Db, now: () => Date): SmsSender {
  return {
    async send(sms) {
      await db
        .insert(outbox)
        .values({ channel: 'sms', recipient: sms.to, body: sms.text, createdAt: now() });
    },
  };
}

export function latestOutbox(db: Db, limit = 100): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
