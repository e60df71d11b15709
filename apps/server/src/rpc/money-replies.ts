import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MessageKey } from '@lale/contract/messages';
import { rowsOf, type Db } from '../db/client.ts';
import { refusals } from '../platform/refusal.ts';
import { Success } from './handler.ts';

/** One money-moving call: whose, which method, the caller's key and what it asked. */
export interface MoneyCall {
  userId: number;
  method: string;
  key: string;
  payload: unknown;
}

interface StoredReply {
  data: unknown;
  message?: MessageKey;
}

/**
 * Runs a money-moving handler once per request key, inside the call's transaction
 * (`rpc_money_replies`, migration 0065): the first call claims the key and stores its reply;
 * a repeat (waiting on the first's row while it runs) answers that reply and runs nothing.
 * The same key with another payload is refused. A refused call rolls its claim back with it.
 */
export async function oncePerKey(
  tx: Db,
  call: MoneyCall,
  run: () => Promise<unknown>,
): Promise<unknown> {
  const digest = createHash('sha256').update(JSON.stringify(call.payload)).digest('base64url');
  const claimed = rowsOf(
    await tx.execute(sql`insert into rpc_money_replies (user_id, method, request_key, payload_digest)
      values (${call.userId}, ${call.method}, ${call.key}, ${digest})
      on conflict do nothing returning 1 as claimed`),
  );
  if (claimed.length === 0) return replay(tx, call, digest);
  const result = await run();
  const stored: StoredReply =
    result instanceof Success
      ? { data: result.data, ...(result.extra.message ? { message: result.extra.message } : {}) }
      : { data: result };
  await tx.execute(sql`update rpc_money_replies set reply = ${JSON.stringify(stored)}::jsonb
    where user_id = ${call.userId} and method = ${call.method} and request_key = ${call.key}`);
  return result;
}

async function replay(tx: Db, call: MoneyCall, digest: string): Promise<unknown> {
  const [first] = rowsOf<{ payload_digest: string; reply: StoredReply | string | null }>(
    await tx.execute(sql`select payload_digest, reply from rpc_money_replies
      where user_id = ${call.userId} and method = ${call.method} and request_key = ${call.key}`),
  );
  if (!first?.reply || first.payload_digest !== digest)
    throw refusals.conflict('process_failed', { requestKey: 'invalid_value' });
  const stored: StoredReply =
    typeof first.reply === 'string' ? (JSON.parse(first.reply) as StoredReply) : first.reply;
  return new Success(stored.data, stored.message ? { message: stored.message } : {});
}
