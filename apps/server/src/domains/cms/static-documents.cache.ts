import type { Db } from '../../db/client.ts';

/** How long a process may serve a /datas file without reading it again. */
export const STATIC_DOCUMENT_CACHE_MS = 30_000;

interface Entry {
  body: string;
  etag: string;
  loadedAt: number;
}

// One cache per database, so that apps over different databases (tests) never share entries.
const caches = new WeakMap<Db, Map<string, Entry>>();

/** The /datas files this process has read, kept until they age out or the back office saves. */
export function staticDocumentCache(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** After a save: the next read of `name` comes from the database. */
export function forgetStaticDocument(db: Db, name: string): void {
  staticDocumentCache(db).delete(name);
}
