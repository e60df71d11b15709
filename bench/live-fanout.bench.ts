// 2,000 WebSocket clients watch a crash game on the live channel (/endpoint/ws: Fastify,
// @fastify/websocket, LiveHub over the in-process bus) against a bare `ws` server sending the
// same event text on the same schedule, measured in the same run. Figures: fan-out latency
// (receive time − the event's `at`, every event at every client) and server memory per
// connection. Target: the hub's p99 < 100 ms and every client gets every event, in order.
import os from 'node:os';
import path from 'node:path';
import { LIVE_PATH } from '@lale/contract/live/limits';
import {
  closeWatchers,
  median,
  openWatchers,
  percentile,
  Recorder,
  sleep,
  type Watcher,
} from './support/fanout-watchers.ts';
import { printTable, summary, type RoundResult } from './support/fanout-report.ts';
import { pinLoadGenerator, startScript } from './support/servers.ts';

const CLIENTS = 2_000;
const ROUNDS = 3;
const WARM_UP_MS = 2_000;
const WINDOW_MS = 10_000;
const DRAIN_MS = 15_000;
const TARGET_P99_MS = 100;
const TOPIC = 'game:crash-bench';
const getJson = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;

interface Side {
  name: string;
  script: string;
  port: number;
}

/** One side, one round: a fresh server process, so that memory figures start from nothing. */
async function round(side: Side, label: string): Promise<RoundResult> {
  const server = await startScript(side.script, side.port, '/health', { pin: true });
  const recorder = new Recorder();
  let watchers: Watcher[] = [];
  try {
    type Memory = { rss: number; heapUsed: number };
    const before = await getJson<Memory>(`${server.url}/memory`);
    const url = `${server.url.replace('http', 'ws')}${LIVE_PATH}`;
    watchers = await openWatchers(url, CLIENTS, () => [TOPIC], recorder);
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
    closeWatchers(watchers, recorder);
    await server.stop();
  }
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
};
const bare: Side = {
  name: 'bare ws',
  script: path.join(import.meta.dirname, 'support/bare-ws.ts'),
  port: 3372,
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
