import type { FastifyRequest } from 'fastify';
import type { Db } from './db/client.ts';
import type { AuthPieces } from './domains/accounts/api.ts';
import { liveOperatorsOfSessions } from './domains/backoffice/api.ts';
import { guestKeyFromHeader, operatorLivePass } from './domains/support/api.ts';
import type { LivePeer, PeerCredentials } from './platform/live/live-peer.ts';
import { SECRET_SHAPE, sha256 } from './platform/secrets.ts';
import type { SessionCookies } from './rpc/dispatcher.ts';

const hashOf = (token: string | undefined) =>
  token && SECRET_SHAPE.test(token) ? sha256(token) : null;

const present = (hash: string | null): hash is string => hash !== null;

/**
 * Who a live connection is, from its cookies: the player's session, the operator's live pass
 * (their back-office session) and a support guest's key; read again, many connections in one
 * go, for as long as it stays open.
 */
export function livePeers(deps: {
  db: Db;
  now: () => Date;
  sessions: AuthPieces['sessions'];
  cookies: SessionCookies;
}) {
  return {
    credentialsOf(request: FastifyRequest): PeerCredentials {
      const header = request.headers.cookie;
      return {
        session: hashOf(deps.cookies.read(request)),
        operatorSession: hashOf(operatorLivePass(header)),
        supportGuest: guestKeyFromHeader(header),
      };
    },
    async lookup(credentials: readonly PeerCredentials[]): Promise<LivePeer[]> {
      const [players, operators] = await Promise.all([
        deps.sessions.liveOwners(deps.db, credentials.map((c) => c.session).filter(present)),
        liveOperatorsOfSessions(
          deps.db,
          credentials.map((c) => c.operatorSession).filter(present),
          deps.now(),
        ),
      ]);
      return credentials.map((c) => ({
        uid: c.session === null ? null : (players.get(c.session) ?? null),
        supportGuest: c.supportGuest,
        operator: c.operatorSession === null ? null : (operators.get(c.operatorSession) ?? null),
      }));
    },
  };
}
