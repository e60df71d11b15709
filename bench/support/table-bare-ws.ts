// The reference for bench/live-tables: a plain `ws` server on node:http that plays the live
// tables' rhythm without a database. A client subscribes to `table:<id>` as on the live
// channel and gets a small snapshot; from the first subscriber on, the table cycles through
// betting → closed → draw → result on the phases of TABLE_TIMING, checked every 200 ms as the
// scheduler steps (each table's first window opens at a random point of one cycle: the real
// tables drift apart, they do not all run in step). Each event is serialised once and sent to
// the table's clients at the sizes of TABLE_EVENT_SIZES (bytes per event type, as measured on
// the real server). Serves /health and /published (every result sent: table, round, `at`).
import http from 'node:http';
import type { WebSocket } from 'ws';
import { WebSocketServer } from 'ws';

const STEP_MS = 200;
type Phase = 'betting' | 'closed' | 'draw' | 'result';
const timing = JSON.parse(process.env.TABLE_TIMING ?? '{}') as Record<string, number>;
const sizes = JSON.parse(process.env.TABLE_EVENT_SIZES ?? '{}') as Record<string, number>;
const PHASE_MS: Record<Phase, number> = {
  betting: timing.bettingMs ?? 4_000,
  closed: timing.noMoreBetsMs ?? 500,
  draw: timing.drawMs ?? 1_500,
  result: timing.resultMs ?? 1_500,
};
const CYCLE_MS = Object.values(PHASE_MS).reduce((sum, ms) => sum + ms, 0);
const NEXT: Record<Phase, Phase> = {
  betting: 'closed',
  closed: 'draw',
  draw: 'result',
  result: 'betting',
};

interface Table {
  clients: Set<WebSocket>;
  seq: number;
  roundNumber: number;
  phase: Phase;
  phaseEndsAt: number;
}
const tables = new Map<number, Table>();
const published: { tableId: number; roundNumber: number; at: number }[] = [];

/** An event's text at the measured size: the head the clients read, then padding. */
function eventText(tableId: number, table: Table, at: number): string {
  const head =
    `{"type":"event","topic":"table:${tableId}","seq":${table.seq},"at":${at},` +
    `"payload":{"type":"table.${table.phase}","roundId":"r-${tableId}-${table.roundNumber}",` +
    `"roundNumber":${table.roundNumber},"pad":"`;
  const tail = '"}}';
  const pad = Math.max(0, (sizes[table.phase] ?? 200) - head.length - tail.length);
  return head + 'x'.repeat(pad) + tail;
}

function broadcast(tableId: number, table: Table): void {
  table.seq++;
  const at = Date.now();
  const frame = Buffer.from(eventText(tableId, table, at));
  for (const client of table.clients) client.send(frame);
  if (table.phase === 'result') published.push({ tableId, roundNumber: table.roundNumber, at });
}

setInterval(() => {
  const now = Date.now();
  for (const [tableId, table] of tables) {
    if (now < table.phaseEndsAt) continue;
    table.phase = NEXT[table.phase];
    if (table.phase === 'betting') table.roundNumber++;
    table.phaseEndsAt = now + PHASE_MS[table.phase];
    broadcast(tableId, table);
  }
}, STEP_MS);

const json = (res: http.ServerResponse, body: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const server = http.createServer((req, res) => {
  if (req.url === '/health') return json(res, { ok: true, connections: wss.clients.size });
  if (req.url === '/published') return json(res, published);
  res.writeHead(404).end();
});
const wss = new WebSocketServer({ server, perMessageDeflate: false, maxPayload: 16 * 1024 });
wss.on('connection', (socket) => {
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { type: string; topics?: string[]; t?: number };
    if (message.type === 'ping') {
      socket.send(JSON.stringify({ type: 'pong', t: message.t, serverTime: Date.now() }));
      return;
    }
    if (message.type !== 'subscribe') return;
    for (const topic of message.topics ?? []) {
      const tableId = Number(topic.slice('table:'.length));
      let table = tables.get(tableId);
      if (!table) {
        table = {
          clients: new Set(),
          seq: 0,
          roundNumber: 0,
          phase: 'result',
          phaseEndsAt: Date.now() + Math.random() * CYCLE_MS,
        };
        tables.set(tableId, table);
      }
      table.clients.add(socket);
      const snapshot = { type: 'snapshot', topic, seq: table.seq, at: Date.now(), payload: {} };
      socket.send(JSON.stringify(snapshot));
      socket.once('close', () => table.clients.delete(socket));
    }
  });
});
server.listen(Number(process.env.PORT ?? 3376), '127.0.0.1');
process.once('SIGTERM', () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
});
