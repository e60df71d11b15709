import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import {
  IDLE_TIMEOUT_MS,
  LIVE_PATH,
  MAX_CLIENT_MESSAGE_BYTES,
  MAX_CONNECTIONS_PER_IP,
} from '@lale/contract/live/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LiveHub, LivePeer } from '../platform/live/live-hub.ts';
import type { SessionResolver } from '../rpc/dispatcher.ts';

/**
 * GET /endpoint/ws: the live channel. The session cookie decides who is connected (guests
 * follow public topics only); connections per address are capped; a connection that sends
 * nothing for IDLE_TIMEOUT_MS (clients ping every HEARTBEAT_MS) is closed.
 */
export async function registerLiveSocket(
  app: FastifyInstance,
  deps: {
    hub: LiveHub;
    sessions: SessionResolver;
    /** What else the request's cookies prove (live support's guest and operator passes). */
    describePeer?: (request: FastifyRequest) => Promise<Omit<LivePeer, 'uid'>>;
  },
): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES * 2, perMessageDeflate: false },
  });
  const perAddress = new Map<string, number>();

  app.get(LIVE_PATH, { websocket: true }, async (socket, request) => {
    const address = request.ip;
    const open = perAddress.get(address) ?? 0;
    if (open >= MAX_CONNECTIONS_PER_IP) {
      socket.send(JSON.stringify({ type: 'bye', reason: 'limit', retryAfterMs: 10_000 }));
      socket.close(1008, 'limit');
      return;
    }
    perAddress.set(address, open + 1);
    // Messages that arrive while the session is looked up wait, in order.
    const early: string[] = [];
    let onText: ((text: string) => void) | null = null;
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? '' : data.toString();
      if (onText) onText(text);
      else early.push(text);
    });
    const found = await deps.sessions.resolve(request, undefined).catch(() => null);
    const session = found === 'expired' ? null : found;
    const more = deps.describePeer ? await deps.describePeer(request).catch(() => ({})) : {};
    const client = deps.hub.attach(
      {
        send: (text) => socket.send(text, { binary: false }),
        bufferedAmount: () => socket.bufferedAmount,
        close: (code, reason) => socket.close(code, reason),
      },
      { ...more, uid: session?.uid ?? null },
      randomUUID(),
    );
    let idle = setTimeout(() => socket.close(1001, 'idle'), IDLE_TIMEOUT_MS);
    onText = (text) => {
      idle.refresh();
      void client.message(text);
    };
    for (const text of early.splice(0)) onText(text);
    socket.on('close', () => {
      clearTimeout(idle);
      client.closed();
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    idle = idle.unref();
  });
}
