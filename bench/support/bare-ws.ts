// The reference: a plain `ws` server on a node:http server that, on the live server's schedule,
// sends the same event text (with `at`, serialised once) to every connected client, and echoes
// what clients send (their pings). A client gets a small snapshot with the current seq on
// connecting, as the hub's subscribers do. Serves /health, /memory (after a full GC; run node
// with --expose-gc) and /seq.
import http from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';

const TOPIC = 'game:crash-bench';
const TICK_MS = Number(process.env.LIVE_TICK_MS ?? 100);

let seq = 0;
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
  if (req.url === '/seq') return json(res, { seq });
  res.writeHead(404).end();
});
const wss = new WebSocketServer({ server, perMessageDeflate: false, maxPayload: 16 * 1024 });
wss.on('connection', (socket) => {
  socket.send(
    `{"type":"snapshot","topic":${JSON.stringify(TOPIC)},"seq":${seq},"at":${Date.now()},"payload":{"type":"crash.snapshot"}}`,
  );
  socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary }));
});
await new Promise<void>((resolve) =>
  server.listen(Number(process.env.PORT ?? 3372), '127.0.0.1', resolve),
);

// The same cash-out as live-server.ts, framed as the hub frames an event.
let n = 0;
const ticker = setInterval(() => {
  n++;
  const at = Date.now();
  const payload = JSON.stringify({
    type: 'crash.cashout',
    roundId: `r-${Math.floor(n / 100) + 1}`,
    betId: `b-${n}`,
    player: `pl***${n % 97}`,
    slot: n % 2,
    atHundredths: 100 + (n % 900),
    payout: 10_000 + (n % 900) * 137,
  });
  seq++;
  const text = `{"type":"event","topic":${JSON.stringify(TOPIC)},"seq":${seq},"at":${at},"payload":${payload}}`;
  for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(text);
}, TICK_MS);

process.once('SIGTERM', () => {
  clearInterval(ticker);
  for (const client of wss.clients) client.terminate();
  wss.close();
  server.close(() => process.exit(0));
});
