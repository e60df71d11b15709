/** Round trips the clock keeps; the offset is the quickest one's. */
export const CLOCK_SAMPLES = 8;
/** Round trips measured right after a hello, CLOCK_PROBE_MS apart, before the heartbeat's pace. */
export const CLOCK_PROBES = 4;
export const CLOCK_PROBE_MS = 300;

/**
 * The server's clock minus this one, from the live channel. A hello's `serverTime` arrives late
 * by its whole trip and by however long the page was busy before reading it, so it is only a
 * first guess. A ping's pong is better: the server read its clock somewhere within the round
 * trip, so the midpoint is off by half the trip at most. A trip stretched by a busy event loop
 * (the server's or the page's) is off by as much, either way; so the offset kept is that of the
 * quickest of the last CLOCK_SAMPLES trips, not the latest.
 */
export class LiveClock {
  #offset = 0;
  #samples: { trip: number; offset: number }[] = [];

  get offset(): number {
    return this.#offset;
  }

  /** Whether a few more quick round trips are wanted (just after a hello). */
  get probing(): boolean {
    return this.#samples.length < CLOCK_PROBES;
  }

  /** A hello: a new connection, measured afresh. */
  hello(serverTime: number, now: number): void {
    this.#samples = [];
    this.#offset = serverTime - now;
  }

  /** A pong to the ping sent at `sentAt`, received `now`. */
  pong(sentAt: number, serverTime: number, now: number): void {
    if (sentAt > now) return;
    const sample = { trip: now - sentAt, offset: serverTime - (sentAt + now) / 2 };
    this.#samples = [...this.#samples, sample].slice(-CLOCK_SAMPLES);
    this.#offset = this.#samples.reduce((best, next) =>
      next.trip <= best.trip ? next : best,
    ).offset;
  }
}
