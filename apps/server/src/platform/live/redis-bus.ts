import { RESUME_WINDOW } from '@lale/contract/live/limits';
import { Redis } from 'ioredis';
import { entriesAfter, type BusEntry, type BusListener, type LiveBus } from './live-bus.ts';

const CHANNEL = (topic: string) => `lale:live:${topic}`;
const SEQ_KEY = (topic: string) => `lale:live:seq:${topic}`;
const LOG_KEY = (topic: string) => `lale:live:log:${topic}`;
/** Idle topics' numbering and log expire after a day. */
const KEEP_SECONDS = 86_400;

/**
 * A topic's numbering starts from the publishing time in milliseconds, not from 1: when Redis
 * comes back empty (restarted without its data, or the topic idle past KEEP_SECONDS), the
 * numbers go on upward, so clients and hubs that saw the old ones take the new events as a gap
 * to resync from a snapshot, instead of as old events to drop. It stays upward as long as a
 * topic publishes fewer than 1,000 events a second on average.
 */
const SEQ_BASE = (at: number) => String(Math.floor(at));

/**
 * Numbers, logs and publishes in one atomic step, so that events reach every process in seq
 * order and the log never misses one that was sent. An entry is `<seq>|<at>|<json>`.
 */
const PUBLISH_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('SET', KEYS[1], ARGV[6]) end
local seq = redis.call('INCR', KEYS[1])
local entry = seq .. '|' .. ARGV[1] .. '|' .. ARGV[2]
redis.call('RPUSH', KEYS[2], entry)
redis.call('LTRIM', KEYS[2], -tonumber(ARGV[3]), -1)
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('EXPIRE', KEYS[2], ARGV[4])
redis.call('PUBLISH', ARGV[5], entry)
return seq`;

function decode(raw: string): BusEntry | null {
  const first = raw.indexOf('|');
  const second = raw.indexOf('|', first + 1);
  if (first < 0 || second < 0) return null;
  return {
    seq: Number(raw.slice(0, first)),
    at: Number(raw.slice(first + 1, second)),
    json: raw.slice(second + 1),
  };
}

/**
 * The bus of several processes: Redis numbers each topic's events (INCR), keeps the last
 * RESUME_WINDOW in a list and publishes them; each process follows only the topics its own
 * connections watch. While Redis is unreachable, publishing fails fast and the site goes on
 * without live pushes (clients fall back to polling); ioredis reconnects by itself.
 */
export class RedisBus implements LiveBus {
  private readonly commands: Redis;
  private readonly subscriber: Redis;
  private readonly followed = new Set<string>();

  constructor(url: string, listener: BusListener) {
    const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false };
    this.commands = new Redis(url, options);
    this.subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
    for (const client of [this.commands, this.subscriber]) client.on('error', () => undefined);
    this.subscriber.on('message', (channel: string, raw: string) => {
      const entry = decode(raw);
      if (entry) listener(channel.slice(CHANNEL('').length), entry);
    });
  }

  async publish(topic: string, payload: unknown, at = Date.now()): Promise<number> {
    const seq = await this.commands.eval(
      PUBLISH_SCRIPT,
      2,
      SEQ_KEY(topic),
      LOG_KEY(topic),
      String(at),
      JSON.stringify(payload),
      String(RESUME_WINDOW),
      String(KEEP_SECONDS),
      CHANNEL(topic),
      SEQ_BASE(at),
    );
    return Number(seq);
  }

  async follow(topic: string): Promise<void> {
    if (this.followed.has(topic)) return;
    this.followed.add(topic);
    await this.subscriber.subscribe(CHANNEL(topic));
  }

  async unfollow(topic: string): Promise<void> {
    if (!this.followed.delete(topic)) return;
    await this.subscriber.unsubscribe(CHANNEL(topic)).catch(() => undefined);
  }

  async since(topic: string, seq: number): Promise<BusEntry[] | null> {
    const [last, raw] = await Promise.all([
      this.lastSeq(topic),
      this.commands.lrange(LOG_KEY(topic), 0, -1),
    ]);
    const kept = raw.map(decode).filter((entry): entry is BusEntry => entry !== null);
    return entriesAfter(kept, seq, last);
  }

  async lastSeq(topic: string): Promise<number> {
    return Number((await this.commands.get(SEQ_KEY(topic))) ?? 0);
  }

  healthy(): boolean {
    return this.commands.status === 'ready' && this.subscriber.status === 'ready';
  }

  async close(): Promise<void> {
    this.commands.disconnect();
    this.subscriber.disconnect();
  }
}
