import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LiveChatRequest } from '@lale/contract/live-tables/requests';
import type { LiveChatReply } from '@lale/contract/live-tables/replies';
import { rowsOf, withTransaction } from '../../../db/client.ts';
import type { RateRule } from '../../../platform/limits/rate-limiter.ts';
import { plainText } from '../../../platform/plain-text.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { filterChat } from './chat-filter.ts';
import { announce, requireTable, type LivePlayDeps } from './live-play.ts';
import { maskedName } from './room-presenter.ts';

/** A player may say 5 lines in any 10 seconds at the tables (all tables together). */
export const LIVE_CHAT_RULE: RateRule = { name: 'live-chat', windowMs: 10_000, limit: 5 };

/**
 * One line to everyone at the table on its topic, as plain text (no direction overrides or other
 * invisible characters) with blocked words starred out; any player at the
 * table may talk, whether they bet or only watch. Not stored: a
 * newcomer sees the chat from when they came (a resume replays the topic's recent events).
 */
export async function sayAtTable(
  deps: LivePlayDeps,
  session: GameSession,
  input: Required<LiveChatRequest>,
): Promise<LiveChatReply> {
  const text = plainText(input.text);
  if (!text) throw refusals.invalid(undefined, 'invalid_request');
  const room = await requireTable(deps, session);
  const key = String(session.userId);
  if (!(await deps.limiter.take(LIVE_CHAT_RULE, key)))
    throw refusals.rateLimited(
      await deps.limiter.retryAfter(LIVE_CHAT_RULE, key),
      'chat_rate_limited',
    );
  const [user] = rowsOf<{ username: string }>(
    await deps.db.execute(sql`select username from users where id = ${session.userId}`),
  );
  const message = {
    id: randomUUID(),
    player: maskedName(user?.username ?? ''),
    text: filterChat(text).text,
    at: deps.now().getTime(),
  };
  await withTransaction(deps.db, async (tx) =>
    announce(deps, tx, room, { type: 'table.chat', ...message }),
  );
  return { message };
}
