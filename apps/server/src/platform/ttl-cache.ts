/**
 * How long a lobby list (a shelf, a provider page, a search) is served from memory. Lobby
 * pages are the same for everyone and change only when the operator edits the catalogue;
 * such an edit shows on every server process within this time.
 */
export const LOBBY_CACHE_TTL_MS = 10_000;

/**
 * A small in-process cache with a time to live and a size bound. Concurrent misses of one
 * key share one load, so a cold lobby page costs the database one query, not one per caller.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly inFlight = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** True while the key has a fresh value or a load under way. */
  has(key: string): boolean {
    const hit = this.entries.get(key);
    return (hit !== undefined && hit.expiresAt > this.clock()) || this.inFlight.has(key);
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.clock()) return hit.value;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const loading = load()
      .then((value) => {
        if (this.ttlMs > 0) this.remember(key, value);
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, loading);
    return loading;
  }

  private remember(key: string, value: V): void {
    this.entries.delete(key);
    // Oldest first out: Map keeps insertion order.
    while (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: this.clock() + this.ttlMs });
  }
}
