import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LimitKind, LimitPeriod } from '@lale/contract/responsible-gaming/limits';
import { users } from './accounts-schema.ts';

/** Mirrors migrations/0033_responsible_gaming_limits.sql. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export const rgLimits = pgTable(
  'rg_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    amount: money('amount').notNull(),
    setAt: at('set_at').notNull(),
    pendingAmount: money('pending_amount'),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    requestedAt: at('requested_at'),
    effectiveAt: at('effective_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

export const rgUsage = pgTable(
  'rg_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A calendar day in Europe/Istanbul. */
    day: date('day', { mode: 'string' }).notNull(),
    deposited: money('deposited').notNull().default(0),
    wagered: money('wagered').notNull().default(0),
    returned: money('returned').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
