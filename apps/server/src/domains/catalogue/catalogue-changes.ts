/**
 * The lobby caches' generation: every operator edit of the catalogue bumps it, and the cached
 * lists key on it, so this process serves the change at once (other processes within the
 * caches' LOBBY_CACHE_TTL_MS). Entries of old generations age out by the caches' size bound.
 */
let generation = 0;

export function catalogueGeneration(): number {
  return generation;
}

export function catalogueChanged(): void {
  generation++;
}
