import { BIG_WINS_SNAPSHOT_LENGTH } from '@lale/contract/live/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from './db/client.ts';
import { type CrashModule, type LiveTablesModule, recentBigWins } from './domains/games/api.ts';
import { balanceOf } from './domains/wallet/api.ts';
import { composePlayerPushes } from './app-player-pushes.ts';
import { registerLiveSocket } from './http/live-socket.ts';
import { buildLive, type BusFactory } from './platform/live/build-live.ts';
import type { LiveHub } from './platform/live/live-hub.ts';
import type { SiteChanges } from './platform/live/site-changes.ts';
import type { PeerCredentials, PeerLookup } from './platform/live/live-peer.ts';

/**
 * The live channel of this process: the socket route, and for each kind of topic the domain
 * that shows a newcomer its current state (the player's balance, a crash room, a live table,
 * the feed).
 */
export async function composeLive(
  server: FastifyInstance,
  deps: {
    db: Db;
    redisUrl: string | undefined;
    /** Who a connection is, from its cookies, read again while it stays open. */
    peers: { credentialsOf: (request: FastifyRequest) => PeerCredentials; lookup: PeerLookup };
    /** The caches' changes, carried between processes by the same bus. */
    changes: SiteChanges;
    bus?: BusFactory | undefined;
  },
): Promise<{
  hub: LiveHub;
  connectCrash(crash: CrashModule): void;
  connectLiveTables(tables: LiveTablesModule): void;
  healthy(): boolean;
}> {
  const { hub, bus } = buildLive({
    redisUrl: deps.redisUrl,
    changes: deps.changes,
    ...(deps.bus ? { bus: deps.bus } : {}),
  });
  hub.provideSnapshots('player', async (_topic, peer) => {
    if (peer.uid === null) return null;
    const balance = await balanceOf(deps.db, peer.uid);
    return { type: 'balance', balance: balance.available, bonusBalance: balance.bonus };
  });
  hub.provideSnapshots('feed', async () => ({
    type: 'bigwin.list',
    wins: await recentBigWins(deps.db, BIG_WINS_SNAPSHOT_LENGTH),
  }));
  await registerLiveSocket(server, {
    hub,
    credentialsOf: deps.peers.credentialsOf,
    lookup: deps.peers.lookup,
  });
  composePlayerPushes(server, { db: deps.db, hub, shared: deps.redisUrl !== undefined });
  server.addHook('preClose', async () => hub.closeAll('shutdown', 2_000));
  server.addHook('onClose', async () => bus.close());
  return {
    hub,
    connectCrash: (crash) =>
      hub.provideSnapshots('game', (topic) =>
        topic.kind === 'game' ? crash.snapshot(deps.db, topic.gameId) : Promise.resolve(null),
      ),
    connectLiveTables: (tables) =>
      hub.provideSnapshots('table', (topic) =>
        topic.kind === 'table' ? tables.snapshot(deps.db, topic.tableId) : Promise.resolve(null),
      ),
    healthy: () => bus.healthy(),
  };
}
