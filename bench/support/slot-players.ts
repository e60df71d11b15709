// Slot players for the benches that spin through the studio's game API, and their spins as
// autocannon requests.
import { randomUUID } from 'node:crypto';
import type { Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../apps/server/src/db/client.ts';
import { SessionService } from '../../apps/server/src/domains/accounts/sessions/session-service.ts';
import { HOUSE, playerCash } from '../../apps/server/src/domains/wallet/accounts.ts';
import { transfer } from '../../apps/server/src/domains/wallet/ledger.ts';
import { insertBenchUser } from './provider-wallet-load.ts';

/** The first enabled slot game whose stakes allow `bet`. */
export async function slotGameFor(db: Db, bet: number): Promise<number> {
  const [game] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from games
      where engine_id = 'slot' and enabled and min_bet <= ${bet} and max_bet >= ${bet}
      order by id limit 1`),
  );
  if (!game) throw new Error(`no slot game takes a bet of ${bet}`);
  return Number(game.id);
}

/**
 * `count` players, each inserted, funded through the ledger, given a site session as the server
 * stores one, then launched and opened through the site as the game page does (init_game, then
 * the studio's session). Returns each one's game-session token.
 */
export async function launchSlotPlayers(
  db: Db,
  baseUrl: string,
  options: { gameId: number; count: number; name: string; identityBase: number; cash: number },
): Promise<string[]> {
  const sessions = new SessionService(() => new Date());
  const tokens: string[] = [];
  for (let i = 0; i < options.count; i++) {
    const id = await insertBenchUser(db, options.name, i, options.identityBase);
    await transfer(db, {
      debit: HOUSE,
      credit: playerCash(id),
      amount: options.cash,
      kind: 'deposit',
      idempotencyKey: `bench-deposit-${id}`,
    });
    const { token } = await sessions.issue(db, { userId: id, ip: '127.0.0.1', userAgent: 'bench' });
    const launch = (await (
      await fetch(`${baseUrl}/endpoint/v1`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          panel: 'frontend',
          cookie: `lale_sid=${token}`,
        },
        body: JSON.stringify({
          api: { class: 'casino', method: 'init_game' },
          data: { Lang: 'en', gameID: options.gameId },
        }),
      })
    ).json()) as { result: boolean; data: { url: string } };
    if (!launch.result) throw new Error(`init_game: ${JSON.stringify(launch)}`);
    const opened = await fetch(`${baseUrl}/games/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: new URL(launch.data.url, 'http://x').searchParams.get('token'),
      }),
    });
    if (!opened.ok) throw new Error(`session: ${await opened.text()}`);
    tokens.push(((await opened.json()) as { sessionToken: string }).sessionToken);
  }
  return tokens;
}

/**
 * A slot spin of `bet` with a new request id each time; each autocannon connection keeps one
 * player (one player's spins serialise on their seed pair and account, as in real play).
 */
export function slotSpinRequests(tokens: string[], bet: number): Request[] {
  let seated = 0;
  const body = JSON.stringify({ bet, requestId: '' });
  return [
    {
      method: 'POST',
      path: '/games/api/v1/slot/spin',
      setupRequest: (request, context) => {
        const own = context as { token?: string };
        own.token ??= tokens[seated++ % tokens.length]!;
        return {
          ...request,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${own.token}` },
          body: body.replace('""', `"${randomUUID()}"`),
        };
      },
    },
  ];
}
