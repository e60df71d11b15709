// The live channel as the site runs it (registerLiveSocket, LiveHub over the in-process bus),
// alone in a process, publishing the sportsbook's odds feed for EVENTS matches in play: each
// event updates every EVENTS × TICK_MS (an `event.update` on its topic and an `event.live-row`
// on `event:live`). Serves /health, /memory (after a full GC; node --expose-gc) and /seqs.
import Fastify from 'fastify';
import { registerLiveSocket } from '../../apps/server/src/http/live-socket.ts';
import { buildLive } from '../../apps/server/src/platform/live/build-live.ts';
import { guestPeers } from './guest-peers.ts';
import { LIVE_TOPIC, oddsFeed } from './sports-odds-feed.ts';

const EVENTS = Number(process.env.SPORTS_EVENTS ?? 200);
const TICK_MS = Number(process.env.SPORTS_TICK_MS ?? 25);

const feed = oddsFeed(EVENTS);
const { hub, bus } = buildLive({});
hub.provideSnapshots('event', async () => ({ type: 'event.live-list', events: [] }));

const app = Fastify({ logger: false });
await registerLiveSocket(app, { hub, ...guestPeers });
app.get('/health', async () => ({ ok: true, connections: hub.connectionCount() }));
app.get('/memory', async () => {
  global.gc?.();
  return process.memoryUsage();
});
app.get('/seqs', async () => {
  const topics = [LIVE_TOPIC, ...feed.topics];
  const seqs = await Promise.all(topics.map((topic) => bus.lastSeq(topic)));
  return Object.fromEntries(topics.map((topic, i) => [topic, seqs[i]]));
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3373) });

const ticker = setInterval(() => {
  const { topic, update, row } = feed.next();
  void hub.publish(topic, update);
  void hub.publish(LIVE_TOPIC, row);
}, TICK_MS);

process.once('SIGTERM', () => {
  clearInterval(ticker);
  hub.closeAll('shutdown', 1_000);
  void app.close().finally(() => process.exit(0));
});
