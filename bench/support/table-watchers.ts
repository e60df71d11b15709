// Clients seated at live tables for bench/live-tables: each follows one `table:<id>` topic on
// the live channel, checks that the topic's events arrive without a gap, and keeps for every
// `table.result` its round number and its delivery latency (receive time − the event's `at`,
// the moment the server published the result). Only the head of an event is read (a regex):
// parsing every message would make the clients' own backlog the figure measured.
import { HEARTBEAT_MS, MAX_CONNECTIONS_PER_IP } from '@lale/contract/live/limits';
import WebSocket from 'ws';

const EVENT_HEAD =
  /^\{"type":"event","topic":"table:(\d+)","seq":(\d+),"at":(\d+),"payload":\{"type":"table\.(\w+)"/;
const ROUND_NUMBER = /"roundNumber":(\d+)/;
const PER_ADDRESS = Math.min(16, MAX_CONNECTIONS_PER_IP);
const CONNECTING_AT_ONCE = 50;

/** A result as one client saw it. */
export interface SeenResult {
  roundNumber: number;
  at: number;
  latencyMs: number;
}

export interface SeatedClient {
  tableId: number;
  results: SeenResult[];
  /** Events skipped or out of order on the topic (any type), over the connection's life. */
  gaps: number;
  /** Bytes of each event type as received (the reference sends the same sizes). */
  sizes: Map<string, number>;
  dropped: boolean;
  close(): void;
}

export interface SeatOptions {
  /** A player's session cookie; guests watch without one. */
  cookie?: string;
  /** Called on each `table.betting` (a player places bets then). */
  onBetting?: (tableId: number) => void;
}

/** One client at `tableId`: resolves once it has the table's snapshot. */
export function seatClient(
  url: string,
  localAddress: string,
  tableId: number,
  options: SeatOptions = {},
): Promise<SeatedClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, {
      localAddress,
      perMessageDeflate: false,
      ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    });
    let lastSeq: number | null = null;
    let ready = false;
    let closing = false;
    const client: SeatedClient = {
      tableId,
      results: [],
      gaps: 0,
      sizes: new Map(),
      dropped: false,
      close() {
        closing = true;
        clearInterval(ping);
        socket.terminate();
      },
    };
    const ping = setInterval(
      () => socket.send(JSON.stringify({ type: 'ping', t: Date.now() })),
      HEARTBEAT_MS,
    );
    const fail = (why: string) => {
      clearInterval(ping);
      socket.terminate();
      reject(new Error(why));
    };
    const timeout = setTimeout(() => fail(`no snapshot of table ${tableId}`), 60_000);
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'subscribe', topics: [`table:${tableId}`] })),
    );
    socket.on('message', (data: Buffer) => {
      const receivedAt = Date.now();
      const text = data.toString();
      const event = EVENT_HEAD.exec(text);
      if (event) {
        const seq = Number(event[2]);
        if (lastSeq === null || seq !== lastSeq + 1) client.gaps++;
        lastSeq = seq;
        const type = event[4]!;
        client.sizes.set(type, data.length);
        if (type === 'result') {
          const at = Number(event[3]);
          client.results.push({
            roundNumber: Number(ROUND_NUMBER.exec(text)?.[1] ?? -1),
            at,
            latencyMs: receivedAt - at,
          });
        } else if (type === 'betting') options.onBetting?.(tableId);
        return;
      }
      const message = JSON.parse(text) as { type: string; topic?: string; seq?: number };
      if (message.type === 'snapshot' && message.topic === `table:${tableId}`) {
        lastSeq = message.seq!;
        if (!ready) {
          ready = true;
          clearTimeout(timeout);
          resolve(client);
        }
      } else if ((message.type === 'bye' || message.type === 'error') && !ready)
        fail(`refused: ${text}`);
    });
    socket.on('error', (error) => {
      if (!ready) fail(error.message);
    });
    socket.on('close', () => {
      clearInterval(ping);
      if (ready && !closing) client.dropped = true;
    });
  });
}

/** Loopback source address of client i, under the hub's per-address cap (all of 127/8 is local). */
export const addressOf = (i: number) =>
  `127.0.${Math.floor(i / PER_ADDRESS / 254)}.${2 + (Math.floor(i / PER_ADDRESS) % 254)}`;

/** Seats `count` clients, client i as `seatOf(i)` says, CONNECTING_AT_ONCE handshakes at a time. */
export async function seatClients(
  url: string,
  count: number,
  seatOf: (client: number) => { tableId: number } & SeatOptions,
): Promise<SeatedClient[]> {
  const clients: SeatedClient[] = [];
  let next = 0;
  let failed = 0;
  let firstError = '';
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const { tableId, ...options } = seatOf(i);
      try {
        clients.push(await seatClient(url, addressOf(i), tableId, options));
      } catch (error) {
        failed++;
        firstError ||= (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTING_AT_ONCE }, worker));
  if (failed > 0) console.warn(`${failed} clients failed: ${firstError}`);
  return clients;
}
