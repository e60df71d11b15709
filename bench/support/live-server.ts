// The live channel as the site runs it, alone in a process: a bare Fastify with the WebSocket
// route (registerLiveSocket) and a LiveHub over the in-process bus, with a crash-like publisher
// cashing out on `game:crash-bench` every LIVE_TICK_MS. Serves /health, /memory (after a full
// GC; run node with --expose-gc) and /seq (the topic's last seq, for events expected).
import Fastify from 'fastify';
import { registerLiveSocket } from '../../apps/server/src/http/live-socket.ts';
import { buildLive } from '../../apps/server/src/platform/live/build-live.ts';
import { guestPeers } from './guest-peers.ts';

const TOPIC = 'game:crash-bench';
const TICK_MS = Number(process.env.LIVE_TICK_MS ?? 100);

const { hub, bus } = buildLive({});
hub.provideSnapshots('game', async () => ({
  type: 'crash.snapshot',
  phase: 'flying',
  round: {
    roundId: 'r-1',
    roundNumber: 1,
    previousHash: 'a'.repeat(64),
    bettingEndsAt: Date.now() - 5_000,
    startedAt: Date.now() - 1_000,
    crashPointHundredths: null,
    gameHash: null,
  },
  bets: Array.from({ length: 20 }, (_, i) => ({
    betId: `b-${i}`,
    player: `pl***${i}`,
    amount: 10_000 + i * 500,
    slot: (i % 2) as 0 | 1,
    cashedOutAtHundredths: null,
    payout: 0,
  })),
  history: [],
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

// A cash-out as the crash game publishes it (the same payload as bare-ws.ts).
let n = 0;
const ticker = setInterval(() => {
  n++;
  void hub.publish(TOPIC, {
    type: 'crash.cashout',
    roundId: `r-${Math.floor(n / 100) + 1}`,
    betId: `b-${n}`,
    player: `pl***${n % 97}`,
    slot: n % 2,
    atHundredths: 100 + (n % 900),
    payout: 10_000 + (n % 900) * 137,
  });
}, TICK_MS);

// A clean exit on SIGTERM, so that --cpu-prof writes its profile.
process.once('SIGTERM', () => {
  clearInterval(ticker);
  hub.closeAll('shutdown', 1_000);
  void app.close().finally(() => process.exit(0));
});
