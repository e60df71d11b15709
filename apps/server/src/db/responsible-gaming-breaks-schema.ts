import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  BreakKind,
  SelfExclusionDuration,
  TimeoutDuration,
} from '@lale/contract/responsible-gaming/breaks';
import { users } from './accounts-schema.ts';

/** Mirrors migrations/0034_responsible_gaming_breaks.sql. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const rgBreaks = pgTable('rg_breaks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  kind: text('kind').$type<BreakKind>().notNull(),
  duration: text('duration').$type<TimeoutDuration | SelfExclusionDuration>().notNull(),
  startedAt: at('started_at').notNull(),
  /** Null: permanent. */
  endsAt: at('ends_at'),
  emailIndex: text('email_index'),
});

export const rgSettings = pgTable('rg_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
  updatedAt: at('updated_at').notNull(),
});
