// Many players with an open game session each, launched as the game page launches them, and a
// keep-alive HTTP client for their calls to the studio's game API.
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../apps/server/src/db/client.ts';
import { SessionService } from '../../apps/server/src/domains/accounts/sessions/session-service.ts';

export interface GamePlayer {
  userId: number;
  /** The game session's bearer token. */
  token: string;
}

/**
 * `count` players, inserted and funded through the ledger (one statement each for all of them:
 * `ledger_transfer` per player), each given a site session as the server stores one, then
 * launched (casino init_game) and opened through the studio's session route as the game page
 * does, `concurrency` players at a time.
 */
export async function launchGamePlayers(
  db: Db,
  baseUrl: string,
  options: {
    gameId: number;
    count: number;
    name: string;
    identityBase: number;
    cash: number;
    concurrency: number;
  },
): Promise<GamePlayer[]> {
  const ids = rowsOf<{ id: number | string }>(
    await db.execute(sql`insert into users (username, email, password_hash, firstname, lastname,
        birthdate, identity_number, country, city, address, phone, created_at, updated_at)
      select ${options.name} || i, ${options.name} || i || '@lale.example', 'x', 'Bench', 'Oyuncu',
        '1990-01-01', (${options.identityBase}::bigint + i)::text, 'TR', 'İzmir', 'Test Sokak 1',
        '+905550000002', now(), now()
      from generate_series(0, ${options.count - 1}) as i order by i
      returning id`),
  ).map((row) => Number(row.id));
  const [funded] = rowsOf<{ applied: number | string }>(
    await db.execute(sql`select count(*) filter (where (ledger_transfer('house', '',
        'player_cash', u::text, ${options.cash}, 'deposit', null, 'bench-deposit-' || u, false,
        null)).outcome = 'applied') as applied
      from unnest(${`{${ids.join(',')}}`}::bigint[]) as u`),
  );
  if (Number(funded!.applied) !== ids.length) throw new Error('bench deposits not applied');

  const sessions = new SessionService(() => new Date());
  const players: GamePlayer[] = new Array(ids.length);
  let next = 0;
  const launchOne = async (i: number) => {
    const userId = ids[i]!;
    const { token: site } = await sessions.issue(db, {
      userId,
      ip: '127.0.0.1',
      userAgent: 'bench',
    });
    const launch = (await (
      await fetch(`${baseUrl}/endpoint/v1`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          panel: 'frontend',
          cookie: `lale_sid=${site}`,
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
    players[i] = {
      userId,
      token: ((await opened.json()) as { sessionToken: string }).sessionToken,
    };
  };
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < ids.length) await launchOne(next++);
    }),
  );
  return players;
}

export interface Answer {
  status: number;
  body: unknown;
  /** When the answer's last byte arrived (performance.now()). */
  at: number;
}

/**
 * POSTs JSON with a game session over at most `connections` keep-alive connections, as browsers
 * behind a proxy reach one server process: a call waits for a free connection, and that wait
 * counts in its latency like any other queue.
 */
export function gameApiClient(baseUrl: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(baseUrl);
  return {
    post(path: string, token: string, payload: object): Promise<Answer> {
      const body = JSON.stringify(payload);
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method: 'POST',
            path: `/games/api/v1${path}`,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              authorization: `Bearer ${token}`,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const at = performance.now();
              const text = Buffer.concat(chunks).toString('utf8');
              let parsed: unknown = text;
              try {
                parsed = JSON.parse(text);
              } catch {
                // not JSON: kept as text
              }
              resolve({ status: response.statusCode ?? 0, body: parsed, at });
            });
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
