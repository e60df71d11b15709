// A bingo room's live channel as the site runs it, alone in a process: a bare Fastify with the
// WebSocket route (registerLiveSocket) and a LiveHub over the in-process bus, calling a ball on
// `game:bingo-standard` every LIVE_TICK_MS with the payloads the bingo engine publishes (the call
// order from @lale/games/bingo, winners at the stages' calls, a new game after the full house).
// Serves /health (with the connections), /memory (after a full GC) and /seq.
import Fastify from 'fastify';
import { callOrder, splitPool, BINGO_ROOMS } from '@lale/games/bingo';
import { registerLiveSocket } from '../../apps/server/src/http/live-socket.ts';
import { buildLive } from '../../apps/server/src/platform/live/build-live.ts';
import { guestPeers } from './guest-peers.ts';

const TOPIC = 'game:bingo-standard';
const TICK_MS = Number(process.env.LIVE_TICK_MS ?? 250);
const ROOM = BINGO_ROOMS[1]!;
const prizes = splitPool(ROOM, 1_000 * ROOM.ticketPrice).prizes;

const { hub, bus } = buildLive({});
hub.provideSnapshots('game', async () => ({
  type: 'bingo.snapshot',
  room: ROOM.id,
  game: {
    gameId: `g-${game}`,
    gameNumber: game,
    phase: 'calling',
    salesEndAt: Date.now() - 1_000,
    nextCallAt: Date.now() + TICK_MS,
    calls: order.slice(0, call),
    serverSeedHash: 'a'.repeat(64),
    clientSeed: `${ROOM.id}:${game}`,
    serverSeed: null,
    players: 1_000,
    tickets: 1_000,
    stakes: 1_000 * ROOM.ticketPrice,
    prizes,
    jackpot: 100_000,
    winners: [],
  },
  chat: [],
}));

const app = Fastify({ logger: false });
await registerLiveSocket(app, { hub, ...guestPeers });
app.get('/health', async () => ({ ok: true, connections: hub.connectionCount() }));
app.get('/memory', async () => {
  global.gc?.();
  return process.memoryUsage();
});
app.get('/seq', async () => ({ seq: await bus.lastSeq(TOPIC) }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3371) });

// A game of 90 calls after another; the stages are won at calls 30, 50 and 75.
let game = 1;
let call = 0;
let order = callOrder('bench-seed-1', `${ROOM.id}:1`);
const stageAt: Record<number, 'line' | 'two-lines' | 'full-house'> = {
  30: 'line',
  50: 'two-lines',
  75: 'full-house',
};
const ticker = setInterval(() => {
  if (call === 75) {
    game++;
    call = 0;
    order = callOrder(`bench-seed-${game}`, `${ROOM.id}:${game}`);
  }
  call++;
  const stage = stageAt[call];
  void hub.publish(TOPIC, {
    type: 'bingo.call',
    gameId: `g-${game}`,
    call,
    number: order[call - 1],
    at: Date.now(),
    nextCallAt: Date.now() + TICK_MS,
    winners: stage
      ? [
          {
            stage,
            call,
            player: `pl***${call}`,
            ticketId: `t-${game}-${call}`,
            amount: prizes[stage],
          },
        ]
      : [],
  });
}, TICK_MS);

// A clean exit on SIGTERM, so that --cpu-prof writes its profile.
process.once('SIGTERM', () => {
  clearInterval(ticker);
  hub.closeAll('shutdown', 1_000);
  void app.close().finally(() => process.exit(0));
});
