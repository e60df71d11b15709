// The sportsbook's live odds on the live channel: 200 football matches in play, each re-priced
// every 5 s (an `event.update` with all its markets on `event:<id>`, and its row on
// `event:live`), to 1,000 WebSocket clients: half on the live page (`event:live`), half on
// two event pages each. The same feed through a bare `ws` pub/sub is the reference, measured
// in the same run. Figures: delivery latency (receive time − the event's `at`) for every
// event at every client, and server memory per connection. Target: LiveHub p99 < 200 ms with
// every event delivered, in order.
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
import { pinLoadGenerator, startScript } from './support/servers.ts';
import { oddsFeed, topicsOfClient } from './support/sports-odds-feed.ts';

const CLIENTS = 1_000;
const EVENTS = 200;
const TICK_MS = 25;
const ROUNDS = 2;
const WARM_UP_MS = 2_000;
const WINDOW_MS = 10_000;
const DRAIN_MS = 15_000;
const TARGET_P99_MS = 200;

const getJson = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;
type Seqs = Record<string, number>;

interface Side {
  name: string;
  script: string;
  port: number;
}

interface RoundResult {
  label: string;
  connected: number;
  delivered: number;
  expected: number;
  gaps: number;
  dropped: number;
  p50: number;
  p99: number;
  max: number;
  rssPerConnection: number;
}

async function round(side: Side, label: string): Promise<RoundResult> {
  process.env.SPORTS_EVENTS = String(EVENTS);
  process.env.SPORTS_TICK_MS = String(TICK_MS);
  const server = await startScript(side.script, side.port, '/health', { pin: true });
  const recorder = new Recorder();
  const topicsOf = (client: number) => topicsOfClient(client, CLIENTS, EVENTS);
  let watchers: Watcher[] = [];
  try {
    type Memory = { rss: number };
    const before = await getJson<Memory>(`${server.url}/memory`);
    const url = `${server.url.replace('http', 'ws')}${LIVE_PATH}`;
    watchers = await openWatchers(url, CLIENTS, topicsOf, recorder);
    await sleep(500);
    const after = await getJson<Memory>(`${server.url}/memory`);
    await sleep(WARM_UP_MS);

    recorder.recording = true;
    const from = await getJson<Seqs>(`${server.url}/seqs`);
    await sleep(WINDOW_MS);
    const until = await getJson<Seqs>(`${server.url}/seqs`);
    let expected = 0;
    for (let client = 0; client < watchers.length; client++)
      for (const topic of topicsOf(client)) expected += until[topic]! - from[topic]!;
    const counted = (i: number) => {
      const topic = recorder.topics[i]!;
      const seq = recorder.seqs[i]!;
      return seq > from[topic]! && seq <= until[topic]!;
    };
    const inWindow = () => recorder.seqs.filter((_, i) => counted(i)).length;
    for (let waited = 0; waited < DRAIN_MS && inWindow() < expected; waited += 200)
      await sleep(200);
    recorder.recording = false;
    const latencies = new Float64Array(recorder.latencies.filter((_, i) => counted(i))).sort();
    return {
      label,
      connected: watchers.length,
      delivered: latencies.length,
      expected,
      gaps: recorder.gaps,
      dropped: recorder.dropped,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies[latencies.length - 1] ?? NaN,
      rssPerConnection: (after.rss - before.rss) / CLIENTS,
    };
  } finally {
    closeWatchers(watchers, recorder);
    await server.stop();
  }
}

process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim();
pinLoadGenerator();
if (os.cpus().length < 2) console.warn('one core: servers and clients share it');
const hub: Side = {
  name: 'LiveHub',
  script: path.join(import.meta.dirname, 'support/sports-live-server.ts'),
  port: 3373,
};
const bare: Side = {
  name: 'bare ws pub/sub',
  script: path.join(import.meta.dirname, 'support/sports-bare-ws.ts'),
  port: 3374,
};

/** The size of one `event.update` as sent. */
const updateKiB = JSON.stringify(oddsFeed(1).next().update).length / 1024;
const rows: RoundResult[] = [];
const hubRows: RoundResult[] = [];
for (let r = 1; r <= ROUNDS; r++) {
  rows.push(await round(bare, `bare ws pub/sub #${r}`));
  const hubRow = await round(hub, `LiveHub /endpoint/ws #${r}`);
  rows.push(hubRow);
  hubRows.push(hubRow);
}
console.log('');
console.log(
  `${EVENTS} events, each updated every ${(EVENTS * TICK_MS) / 1000} s; ${CLIENTS} clients (half on event:live, half on two events); event.update ≈ ${updateKiB.toFixed(1)} KiB`,
);
console.log(
  '| run | clients | delivered / expected | gaps | dropped | p50 ms | p99 ms | max ms | rss KiB/conn |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.label} | ${r.connected} | ${r.delivered} / ${r.expected} | ${r.gaps} | ${r.dropped} | ${r.p50} | ${r.p99} | ${r.max} | ${(r.rssPerConnection / 1024).toFixed(1)} |`,
  );
const p99 = median(hubRows.map((r) => r.p99));
const incomplete = hubRows.filter(
  (r) => r.connected < CLIENTS || r.delivered < r.expected || r.gaps > 0 || r.dropped > 0,
).length;
console.log(
  `LiveHub p99 (median) = ${p99} ms (target < ${TARGET_P99_MS} ms), rounds with missed events or clients: ${incomplete}`,
);
process.exitCode = p99 < TARGET_P99_MS && incomplete === 0 ? 0 : 1;
