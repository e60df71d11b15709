import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../src/db/client.ts';
import { HOUSE, playerCash } from '../../src/domains/wallet/accounts.ts';
import { transfer } from '../../src/domains/wallet/ledger.ts';
import type { SignedInPlayer } from './players.ts';
import type { TestApp } from './test-app.ts';

export const API = '/games/api/v1';

/** Replies are read as loose JSON: the tests assert their shape field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** The house gives a test player money, as a deposit would. */
export async function fund(database: Database, uid: number, amount: number): Promise<void> {
  await transfer(database.db, {
    debit: HOUSE,
    credit: playerCash(uid),
    amount,
    kind: 'demo_grant',
    reference: 'test',
    idempotencyKey: `test-fund:${uid}:${randomUUID()}`,
  });
}

/** A seeded casino game on `engine` (and model), cheapest minimum bet first. */
export async function findGame(
  database: Database,
  engine: string,
  model?: string,
): Promise<{ id: number; minBet: number; maxBet: number }> {
  const [row] = rowsOf<{ id: number; min_bet: number | string; max_bet: number | string }>(
    await database.db.execute(sql`select id, min_bet, max_bet from games
      where engine_id = ${engine} ${model ? sql`and engine_model = ${model}` : sql``} and enabled
      order by min_bet, id limit 1`),
  );
  if (!row) throw new Error(`no ${engine} game seeded`);
  return { id: row.id, minBet: Number(row.min_bet), maxBet: Number(row.max_bet) };
}

export async function launchToken(
  app: TestApp,
  player: SignedInPlayer,
  gameID: number,
  Lang = 'en',
) {
  const { body } = await app.call(
    'casino',
    'init_game',
    { gameID, Lang },
    { cookies: player.cookies },
  );
  if (!body.result) throw new Error(`init_game failed: ${body.debug}`);
  return new URL(body.data.url, 'http://x').searchParams.get('token')!;
}

export interface StudioClient {
  sessionToken: string;
  opened: Record<string, Json>;
  get(path: string): Promise<{ status: number; body: Json }>;
  post(path: string, payload?: unknown): Promise<{ status: number; body: Json }>;
}

export async function studioRequest(
  app: TestApp,
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  payload?: unknown,
): Promise<{ status: number; body: Json }> {
  const response = await app.server.inject({
    method,
    url: `${API}${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'POST' ? { payload: (payload ?? {}) as object } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Launches the game for the player and opens its game session, as the game page does. */
export async function openGame(
  app: TestApp,
  player: SignedInPlayer,
  gameID: number,
  Lang = 'en',
): Promise<StudioClient> {
  const token = await launchToken(app, player, gameID, Lang);
  const { status, body } = await studioRequest(app, 'POST', '/session', null, { token });
  if (status !== 200) throw new Error(`session failed: ${JSON.stringify(body)}`);
  const sessionToken = body.sessionToken as string;
  return {
    sessionToken,
    opened: body,
    get: (path) => studioRequest(app, 'GET', path, sessionToken),
    post: (path, payload) => studioRequest(app, 'POST', path, sessionToken, payload),
  };
}

/** Plays the open blackjack hand out: declines insurance, then stands until it settles. */
export async function finishHand(game: StudioClient): Promise<void> {
  for (;;) {
    const { body } = await game.get('/blackjack/current');
    if (!body.hand) return;
    const legal: string[] = body.hand.legalActions;
    const action = legal.includes('decline-insurance') ? 'decline-insurance' : 'stand';
    const { status } = await game.post('/blackjack/action', { action, requestId: randomUUID() });
    if (status !== 200) throw new Error(`${action} refused with ${status}`);
  }
}

export async function ledgerBalance(database: Database, uid: number): Promise<number> {
  const [row] = rowsOf<{ balance: number | string }>(
    await database.db
      .execute(sql`select coalesce(sum(credits_posted - debits_posted - debits_pending), 0) as balance
      from ledger_accounts where kind = 'player_cash' and owner = ${String(uid)}`),
  );
  return Number(row!.balance);
}
