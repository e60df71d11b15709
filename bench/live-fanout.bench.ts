// 2,000 WebSocket clients watch a crash game on the live channel (/endpoint/ws: Fastify,
// @fastify/websocket, LiveHub over the in-process bus) against a bare `ws` server sending the
// same event text on the same schedule, measured in the same run. Figures: fan-out latency
// (receive time − the event's `at`, every event at every client) and server memory per
// connection. Target: the hub's p99 < 100 ms and every client gets every event, in order.
import os from 'node:os';
import path from 'node:path';
import { HEARTBEAT_MS, LIVE_PATH, MAX_CONNECTIONS_PER_IP } from '@lale/contract/live/limits';
import WebSocket from 'ws';
import { pinLoadGenerator, startScript, type RunningServer } from './support/servers.ts';

const CLIENTS = 2_000;
const ROUNDS = 3;
const WARM_UP_MS = 2_000;
const WINDOW_MS = 10_000;
const DRAIN_MS = 15_000;
const TARGET_P99_MS = 100;
const TOPIC = 'game:crash-bench';
/** Clients per loopback source address, under the hub's per-address cap. */
const PER_ADDRESS = Math.min(16, MAX_CONNECTIONS_PER_IP);
const CONNECTING_AT_ONCE = 50;
const EVENT_HEAD = /^\{"type":"event","topic":"[^"]*","seq":(\d+),"at":(\d+),/;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const getJson = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;

interface Side {
  name: string;
  script: string;
  port: number;
  /** The hub wants a subscribe; the bare server sends to whoever connects. */
  subscribe: boolean;
}

interface RoundResult {
  label: string;
  connected: number;
  delivered: number;
  expected: number;
  /** Events out of order or skipped, and connections lost, over the connections' lifetime. */
  gaps: number;
  dropped: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rssPerConnection: number;
  heapPerConnection: number;
}

/** What the clients saw; latencies kept only while recording. */
class Recorder {
  recording = false;
  seqs: number[] = [];
  latencies: number[] = [];
  gaps = 0;
  dropped = 0;
  /** Set when the bench closes the clients: closes before that are lost connections. */
  closing = false;
}

interface Watcher {
  socket: WebSocket;
  ping: NodeJS.Timeout;
}

/** One watcher: connects from `localAddress`, subscribes if asked, resolves on its snapshot. */
function watch(
  url: string,
  localAddress: string,
  subscribe: boolean,
  recorder: Recorder,
): Promise<Watcher> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { localAddress, perMessageDeflate: false });
    let last: number | null = null;
    let ready = false;
    const ping = setInterval(
      () => socket.send(JSON.stringify({ type: 'ping', t: Date.now() })),
      HEARTBEAT_MS,
    );
    const fail = (why: string) => {
      clearInterval(ping);
      socket.terminate();
      reject(new Error(why));
    };
    const timeout = setTimeout(() => fail(`no snapshot from ${localAddress}`), 30_000);
    socket.on('open', () => {
      if (subscribe) socket.send(JSON.stringify({ type: 'subscribe', topics: [TOPIC] }));
    });
    socket.on('message', (data: Buffer) => {
      const receivedAt = Date.now();
      const text = data.toString();
      // Events (both servers frame them alike) are read for seq and at only: parsing 20,000
      // whole messages a second would make the clients' own work the figure measured.
      const event = EVENT_HEAD.exec(text);
      if (event) {
        const seq = Number(event[1]);
        if (last === null || seq !== last + 1) recorder.gaps++;
        last = seq;
        if (recorder.recording) {
          recorder.seqs.push(seq);
          recorder.latencies.push(receivedAt - Number(event[2]));
        }
        return;
      }
      const message = JSON.parse(text) as { type: string; seq?: number };
      if (message.type === 'snapshot') {
        last = message.seq!;
        ready = true;
        clearTimeout(timeout);
        resolve({ socket, ping });
      } else if (message.type === 'bye' || message.type === 'error') {
        if (!ready) fail(`refused: ${data.toString()}`);
      }
    });
    socket.on('error', (error) => {
      if (!ready) fail(error.message);
    });
    socket.on('close', () => {
      clearInterval(ping);
      if (ready && !recorder.closing) recorder.dropped++;
    });
  });
}

/** Opens CLIENTS watchers, at most CONNECTING_AT_ONCE handshakes in flight. */
async function openWatchers(server: RunningServer, side: Side, recorder: Recorder) {
  const url = `${server.url.replace('http', 'ws')}${LIVE_PATH}`;
  const watchers: Watcher[] = [];
  let next = 0;
  let failed = 0;
  let firstError = '';
  const worker = async () => {
    while (next < CLIENTS) {
      const i = next++;
      // 127.0.0.2, 127.0.0.3, …: the whole of 127/8 is loopback on Linux.
      const address = `127.0.${Math.floor(i / PER_ADDRESS / 254)}.${2 + (Math.floor(i / PER_ADDRESS) % 254)}`;
      try {
        watchers.push(await watch(url, address, side.subscribe, recorder));
      } catch (error) {
        failed++;
        firstError ||= (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTING_AT_ONCE }, worker));
  if (failed > 0) console.warn(`${side.name}: ${failed} clients failed: ${firstError}`);
  return watchers;
}

function percentile(sorted: Float64Array, q: number): number {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/** One side, one round: a fresh server process, so that memory figures start from nothing. */
async function round(side: Side, label: string): Promise<RoundResult> {
  const server = await startScript(side.script, side.port, '/health', { pin: true });
  const recorder = new Recorder();
  let watchers: Watcher[] = [];
  try {
    type Memory = { rss: number; heapUsed: number };
    const before = await getJson<Memory>(`${server.url}/memory`);
    watchers = await openWatchers(server, side, recorder);
    await sleep(500);
    const after = await getJson<Memory>(`${server.url}/memory`);
    await sleep(WARM_UP_MS);

    // Record before asking where the window starts: the first events may reach some clients
    // before the answer does. The window is then cut by seq.
    recorder.recording = true;
    const from = (await getJson<{ seq: number }>(`${server.url}/seq`)).seq;
    await sleep(WINDOW_MS);
    const until = (await getJson<{ seq: number }>(`${server.url}/seq`)).seq;
    const expected = (until - from) * CLIENTS;
    const counted = (seq: number) => seq > from && seq <= until;
    const inWindow = () => recorder.seqs.filter(counted).length;
    // Let the last events arrive (bounded): on a busy machine late is not lost.
    for (let waited = 0; waited < DRAIN_MS && inWindow() < expected; waited += 100)
      await sleep(100);
    recorder.recording = false;

    const latencies = new Float64Array(
      recorder.latencies.filter((_, i) => counted(recorder.seqs[i]!)),
    ).sort();
    return {
      label,
      connected: watchers.length,
      delivered: latencies.length,
      expected,
      gaps: recorder.gaps,
      dropped: recorder.dropped,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      max: latencies[latencies.length - 1] ?? NaN,
      rssPerConnection: (after.rss - before.rss) / CLIENTS,
      heapPerConnection: (after.heapUsed - before.heapUsed) / CLIENTS,
    };
  } finally {
    recorder.closing = true;
    for (const { socket, ping } of watchers) {
      clearInterval(ping);
      socket.terminate();
    }
    await server.stop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

function printTable(rows: RoundResult[]): void {
  console.log('');
  console.log(
    '| run | clients | delivered / expected | gaps | dropped | p50 ms | p95 ms | p99 ms | max ms | rss KiB/conn | heap KiB/conn |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.connected} | ${r.delivered} / ${r.expected} | ${r.gaps} | ${r.dropped} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${kb(r.rssPerConnection)} | ${kb(r.heapPerConnection)} |`,
    );
}

function summary(name: string, rows: RoundResult[]): string {
  const m = (pick: (r: RoundResult) => number) => median(rows.map(pick));
  return (
    `${name} (median of ${rows.length}): p50 ${m((r) => r.p50)} ms, p95 ${m((r) => r.p95)} ms, ` +
    `p99 ${m((r) => r.p99)} ms, max ${m((r) => r.max)} ms; ` +
    `rss ${kb(m((r) => r.rssPerConnection))} KiB, heap ${kb(m((r) => r.heapPerConnection))} KiB per connection`
  );
}

// The servers report memory after a full GC: give their node --expose-gc (only children see it).
process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim();
// Servers on the last core, the 2,000 clients on the others.
pinLoadGenerator();
if (os.cpus().length < 2) console.warn('one core: servers and clients share it');
const hub: Side = {
  name: 'LiveHub',
  script: path.join(import.meta.dirname, 'support/live-server.ts'),
  port: 3371,
  subscribe: true,
};
const bare: Side = {
  name: 'bare ws',
  script: path.join(import.meta.dirname, 'support/bare-ws.ts'),
  port: 3372,
  subscribe: false,
};

// Paired rounds, back to back, each side on a fresh process; medians resist a burst of other
// work on the machine hitting one side of one round.
const bareRows: RoundResult[] = [];
const hubRows: RoundResult[] = [];
for (let r = 1; r <= ROUNDS; r++) {
  bareRows.push(await round(bare, `bare ws #${r}`));
  hubRows.push(await round(hub, `LiveHub /endpoint/ws #${r}`));
}
printTable(bareRows.flatMap((row, i) => [row, hubRows[i]!]));
console.log('');
console.log(summary('bare ws', bareRows));
console.log(summary('LiveHub', hubRows));
const p99 = median(hubRows.map((r) => r.p99));
const incomplete = hubRows.filter(
  (r) => r.connected < CLIENTS || r.delivered < r.expected || r.gaps > 0 || r.dropped > 0,
).length;
console.log(
  `LiveHub p99 (median) = ${p99} ms (target < ${TARGET_P99_MS} ms), rounds with missed events or clients: ${incomplete}`,
);
process.exitCode = p99 < TARGET_P99_MS && incomplete === 0 ? 0 : 1;
