import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import {
  IDLE_TIMEOUT_MS,
  LIVE_PATH,
  MAX_CLIENT_MESSAGE_BYTES,
  MAX_CONNECTIONS_PER_IP,
  PEER_RECHECK_MS,
} from '@lale/contract/live/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LiveHub } from '../platform/live/live-hub.ts';
import type { PeerCredentials, PeerLookup } from '../platform/live/live-peer.ts';
import { connectionCounter } from './connection-counter.ts';
import type {} from './route-needs.ts';
import { logSocketError } from './socket-errors.ts';

/**
 * GET /endpoint/ws: the live channel. The cookies decide who is connected (guests follow
 * public topics only), read again on every subscribe and every PEER_RECHECK_MS so that a
 * session that ends or changes narrows its sockets; connections per address are capped; a
 * connection that sends nothing for IDLE_TIMEOUT_MS (clients ping every HEARTBEAT_MS) is closed.
 */
export async function registerLiveSocket(
  app: FastifyInstance,
  deps: {
    hub: LiveHub;
    /** What the request's cookies carry (the player's session, the operator's and guest's passes). */
    credentialsOf: (request: FastifyRequest) => PeerCredentials;
    lookup: PeerLookup;
  },
): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES * 2, perMessageDeflate: false },
    errorHandler: (error, socket, request) => {
      logSocketError(request.log, error);
      socket.terminate();
    },
  });
  deps.hub.providePeers(deps.lookup);
  const recheck = setInterval(() => void deps.hub.recheckPeers(), PEER_RECHECK_MS).unref();
  app.addHook('onClose', async () => clearInterval(recheck));
  const perAddress = connectionCounter(MAX_CONNECTIONS_PER_IP);

  // Its own pipeline: the cookies' peers (read again while it stays open) and the cap of
  // connections per address stand for a route's auth and rate limit.
  const config = { pipeline: 'live', needs: { auth: { proof: 'live peers' } } } as const;
  app.get(LIVE_PATH, { websocket: true, config }, async (socket, request) => {
    const release = perAddress.take(request.ip);
    if (!release) {
      socket.send(JSON.stringify({ type: 'bye', reason: 'limit', retryAfterMs: 10_000 }));
      socket.close(1008, 'limit');
      return;
    }
    // Listened for before anything is awaited: a close during the look-up releases all the same.
    let closed = false;
    let onClose = () => {};
    socket.on('close', () => {
      closed = true;
      release();
      onClose();
    });
    // Messages that arrive while the session is looked up wait, in order.
    const early: string[] = [];
    let onText: ((text: string) => void) | null = null;
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? '' : data.toString();
      if (onText) onText(text);
      else early.push(text);
    });
    const credentials = deps.credentialsOf(request);
    const [peer] = await deps.lookup([credentials]).catch(() => [null]);
    if (closed) return;
    const client = deps.hub.attach(
      {
        send: (text) => socket.send(text, { binary: false }),
        bufferedAmount: () => socket.bufferedAmount,
        close: (code, reason) => socket.close(code, reason),
      },
      peer ?? { uid: null },
      randomUUID(),
      // A guest's cookies prove nothing that can end: no need to read them again.
      credentials.session || credentials.operatorSession ? credentials : null,
    );
    const idle = setTimeout(() => socket.close(1001, 'idle'), IDLE_TIMEOUT_MS).unref();
    onClose = () => {
      clearTimeout(idle);
      client.closed();
    };
    onText = (text) => {
      idle.refresh();
      void client.message(text);
    };
    for (const text of early.splice(0)) onText(text);
  });
}
