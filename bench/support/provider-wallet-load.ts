// The provider wallet as an outside studio calls it, for the benches that load it: bench
// players with money and a studio session each, and signed bet + win pairs for autocannon.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../apps/server/src/db/client.ts';

export interface ProviderPlayer {
  playerId: number;
  token: string;
}

/** A bench player row (no password; never signs in): `name` + `index`, a unique identity number. */
export async function insertBenchUser(
  db: Db,
  name: string,
  index: number,
  identityBase: number,
): Promise<number> {
  const [user] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into users (username, email, password_hash, firstname,
      lastname, birthdate, identity_number, country, city, address, phone, created_at, updated_at)
      values (${`${name}${index}`}, ${`${name}${index}@lale.example`}, 'x', 'Bench', 'Oyuncu',
        '1990-01-01', ${String(identityBase + index)}, 'TR', 'İzmir', 'Test Sokak 1',
        '+905550000002', now(), now())
      returning id`),
  );
  return Number(user!.id);
}

/** The player's session at the outside studio `acme-studio`, as its launch would hand it over. */
export async function openProviderSession(db: Db, playerId: number): Promise<ProviderPlayer> {
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`insert into provider_sessions
    (token_hash, provider, user_id, game_id, created_at, expires_at)
    values (${createHash('sha256').update(token).digest('hex')}, 'acme-studio', ${playerId},
      'bench-slot', now(), now() + interval '1 hour')`);
  return { playerId, token };
}

/**
 * Bet and win of `stake` in a new round per pair, signed with the studio's secret; each
 * autocannon connection keeps one player (one player's calls serialise on their account).
 */
export function betWinRequests(
  players: ProviderPlayer[],
  secret: string,
  stake: number,
): Request[] {
  const signed = (payload: object) => {
    const raw = JSON.stringify({ provider: 'acme-studio', ...payload });
    return {
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-lale-signature': createHmac('sha256', secret).update(raw).digest('hex'),
      },
    };
  };
  const run = randomBytes(4).toString('hex');
  let next = 0;
  let seated = 0;
  type Seat = { round?: string; player?: ProviderPlayer };
  const seat = (context: Seat) => (context.player ??= players[seated++ % players.length]!);
  return [
    {
      method: 'POST',
      path: '/provider/v1/bet',
      setupRequest: (request, context) => {
        const round = `${run}-${next++}`;
        const { playerId, token } = seat(context as Seat);
        (context as Seat).round = round;
        return {
          ...request,
          ...signed({
            playerId,
            gameId: 'bench-slot',
            token,
            roundId: round,
            transactionId: `${round}-b`,
            amount: stake,
          }),
        };
      },
    },
    {
      method: 'POST',
      path: '/provider/v1/win',
      setupRequest: (request, context) => {
        const { round } = context as Seat;
        const { playerId } = seat(context as Seat);
        return {
          ...request,
          ...signed({
            playerId,
            gameId: 'bench-slot',
            roundId: round,
            transactionId: `${round}-w`,
            amount: stake,
          }),
        };
      },
    },
  ];
}
