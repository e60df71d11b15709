// Watchers of the live channel for the fan-out benches: WebSocket clients spread over loopback
// source addresses, each following some topics, recording for every event its topic, seq and
// delivery latency (receive time − the event's `at`). Events are read by a regex on their
// head only: JSON-parsing tens of thousands of messages a second would make the clients' own
// backlog the figure measured.
import { HEARTBEAT_MS, MAX_CONNECTIONS_PER_IP } from '@lale/contract/live/limits';
import WebSocket from 'ws';

const EVENT_HEAD = /^\{"type":"event","topic":"([^"]*)","seq":(\d+),"at":(\d+),/;
/** Clients per loopback source address, under the hub's per-address cap. */
const PER_ADDRESS = Math.min(16, MAX_CONNECTIONS_PER_IP);
const CONNECTING_AT_ONCE = 50;

/** What the clients saw; latencies kept only while recording. */
export class Recorder {
  recording = false;
  topics: string[] = [];
  seqs: number[] = [];
  latencies: number[] = [];
  /** Events out of order or skipped, per topic and connection. */
  gaps = 0;
  /** Connections lost before the bench closed them. */
  dropped = 0;
  closing = false;
}

export interface Watcher {
  socket: WebSocket;
  ping: NodeJS.Timeout;
}

/** One watcher: subscribes to `topics` and resolves once it has a snapshot of each. */
export function watch(
  url: string,
  localAddress: string,
  topics: string[],
  recorder: Recorder,
): Promise<Watcher> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { localAddress, perMessageDeflate: false });
    const last = new Map<string, number>();
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
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', topics })));
    socket.on('message', (data: Buffer) => {
      const receivedAt = Date.now();
      const text = data.toString();
      const event = EVENT_HEAD.exec(text);
      if (event) {
        const topic = event[1]!;
        const seq = Number(event[2]);
        const before = last.get(topic);
        if (before === undefined || seq !== before + 1) recorder.gaps++;
        last.set(topic, seq);
        if (recorder.recording) {
          recorder.topics.push(topic);
          recorder.seqs.push(seq);
          recorder.latencies.push(receivedAt - Number(event[3]));
        }
        return;
      }
      const message = JSON.parse(text) as { type: string; topic?: string; seq?: number };
      if (message.type === 'snapshot' && message.topic) {
        last.set(message.topic, message.seq!);
        if (!ready && topics.every((topic) => last.has(topic))) {
          ready = true;
          clearTimeout(timeout);
          resolve({ socket, ping });
        }
      } else if (message.type === 'bye' || message.type === 'error') {
        if (!ready) fail(`refused: ${text}`);
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

/**
 * Opens `count` watchers, client i following `topicsOf(i)`, at most CONNECTING_AT_ONCE
 * handshakes in flight, from 127.0.0.2, 127.0.0.3, … (all of 127/8 is loopback on Linux).
 */
export async function openWatchers(
  url: string,
  count: number,
  topicsOf: (client: number) => string[],
  recorder: Recorder,
): Promise<Watcher[]> {
  const watchers: Watcher[] = [];
  let next = 0;
  let failed = 0;
  let firstError = '';
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const address = `127.0.${Math.floor(i / PER_ADDRESS / 254)}.${2 + (Math.floor(i / PER_ADDRESS) % 254)}`;
      try {
        watchers.push(await watch(url, address, topicsOf(i), recorder));
      } catch (error) {
        failed++;
        firstError ||= (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTING_AT_ONCE }, worker));
  if (failed > 0) console.warn(`${failed} clients failed: ${firstError}`);
  return watchers;
}

export function closeWatchers(watchers: Watcher[], recorder: Recorder): void {
  recorder.closing = true;
  for (const { socket, ping } of watchers) {
    clearInterval(ping);
    socket.terminate();
  }
}

export function percentile(sorted: Float64Array, q: number): number {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
