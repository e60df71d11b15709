// The reference for the sportsbook fan-out: a plain `ws` server with the least pub/sub that
// does the same job (a set of sockets per topic, a seq per topic, each event framed once per
// topic as the hub frames it), publishing the same odds feed on the same schedule. Clients
// subscribe as to the hub and get a small snapshot per topic. Serves /health, /memory, /seqs.
import http from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import { LIVE_TOPIC, oddsFeed } from './sports-odds-feed.ts';

const EVENTS = Number(process.env.SPORTS_EVENTS ?? 200);
const TICK_MS = Number(process.env.SPORTS_TICK_MS ?? 25);

const feed = oddsFeed(EVENTS);
const seqs = new Map<string, number>([LIVE_TOPIC, ...feed.topics].map((topic) => [topic, 0]));
const followers = new Map<string, Set<WebSocket>>();

const json = (res: http.ServerResponse, body: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const server = http.createServer((req, res) => {
  if (req.url === '/health') return json(res, { ok: true, connections: wss.clients.size });
  if (req.url === '/memory') {
    global.gc?.();
    return json(res, process.memoryUsage());
  }
  if (req.url === '/seqs') return json(res, Object.fromEntries(seqs));
  res.writeHead(404).end();
});
const wss = new WebSocketServer({ server, perMessageDeflate: false, maxPayload: 16 * 1024 });
wss.on('connection', (socket) => {
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { type: string; topics?: string[] };
    if (message.type === 'ping') return socket.send(data);
    if (message.type !== 'subscribe') return;
    for (const topic of message.topics ?? []) {
      if (!seqs.has(topic)) continue;
      if (!followers.has(topic)) followers.set(topic, new Set());
      followers.get(topic)!.add(socket);
      socket.send(
        `{"type":"snapshot","topic":${JSON.stringify(topic)},"seq":${seqs.get(topic)},"at":${Date.now()},"payload":{"type":"event.live-list","events":[]}}`,
      );
    }
  });
  socket.on('close', () => {
    for (const set of followers.values()) set.delete(socket);
  });
});
await new Promise<void>((resolve) =>
  server.listen(Number(process.env.PORT ?? 3374), '127.0.0.1', resolve),
);

function send(topic: string, payload: unknown): void {
  const seq = seqs.get(topic)! + 1;
  seqs.set(topic, seq);
  const text = Buffer.from(
    `{"type":"event","topic":${JSON.stringify(topic)},"seq":${seq},"at":${Date.now()},"payload":${JSON.stringify(payload)}}`,
  );
  for (const socket of followers.get(topic) ?? [])
    if (socket.readyState === WebSocket.OPEN) socket.send(text, { binary: false });
}

const ticker = setInterval(() => {
  const { topic, update, row } = feed.next();
  send(topic, update);
  send(LIVE_TOPIC, row);
}, TICK_MS);

process.once('SIGTERM', () => {
  clearInterval(ticker);
  for (const client of wss.clients) client.terminate();
  wss.close();
  server.close(() => process.exit(0));
});
