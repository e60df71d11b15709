import { Gauge, type Registry } from 'prom-client';
import type { Database } from './client.ts';

/** The PostgreSQL pool's connections, read at each scrape; nothing on the embedded database. */
export function observePool(database: Database, registry: Registry): void {
  if (!database.poolStats()) return;
  const stats = () => database.poolStats()!;
  new Gauge({
    name: 'lale_db_pool_connections',
    help: "This process's connections to PostgreSQL, busy (in a query or transaction) or idle.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { total, idle } = stats();
      this.set({ state: 'busy' }, total - idle);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'lale_db_pool_waiting',
    help: 'Queries waiting for a free connection (DATABASE_POOL_SIZE too small, or slow queries).',
    registers: [registry],
    collect() {
      this.set(stats().waiting);
    },
  });
  new Gauge({
    name: 'lale_db_pool_max',
    help: 'The most connections this process opens (DATABASE_POOL_SIZE).',
    registers: [registry],
    collect() {
      this.set(stats().max);
    },
  });
}
