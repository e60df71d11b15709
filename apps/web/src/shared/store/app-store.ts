import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { codecs } from './codecs.ts';
import type { PersistedState } from './codecs.ts';
import { localeOf } from './session-types.ts';
import { readRaw, STORAGE_KEYS, writeRaw } from './storage.ts';
import type { StorageKey } from './storage.ts';

/**
 * Client state of SPEC §3 that is not server state. Each persisted field lives under its own
 * localStorage key (SPEC §3), so other code and older tabs can read them one by one.
 */
export interface AppState extends PersistedState {
  /** SPEC §4: true when a second factor is configured. */
  otpStatus: boolean;
  /** The last request could not reach the server (fetch threw). Cleared by the next answer. */
  networkDown: boolean;
}

export function readPersisted(): PersistedState {
  const entries = STORAGE_KEYS.map((key) => [key, codecs[key].read(readRaw(key))]);
  const state = Object.fromEntries(entries) as PersistedState;
  // userLanguage is the source of truth (SPEC §4); the locale object follows it.
  return { ...state, language: localeOf(state.userLanguage) };
}

function writeKey<K extends StorageKey>(key: K, value: PersistedState[K]): void {
  const codec = codecs[key] as { write: (v: PersistedState[K]) => string | null };
  writeRaw(key, codec.write(value));
}

/** Rewrites stored values that did not survive decoding (e.g. userLanguage 'xx' becomes 'tr'). */
function rewriteInvalid(state: PersistedState): PersistedState {
  for (const key of STORAGE_KEYS) {
    const raw = readRaw(key);
    if (raw !== null) {
      const encoded = (codecs[key] as { write: (v: unknown) => string | null }).write(state[key]);
      if (encoded !== raw) writeRaw(key, encoded);
    }
  }
  return state;
}

const store = createStore<AppState>()(() => ({
  ...rewriteInvalid(readPersisted()),
  otpStatus: false,
  networkDown: false,
}));

/**
 * zustand's own hook renders on the server from the state the module started with. The server
 * renders each page from the state it sets just before the (synchronous) render, the page's
 * language above all, so both snapshots read the current state.
 */
function useAppStoreHook<T>(selector: (state: AppState) => T): T {
  const snapshot = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

export const useAppStore = Object.assign(useAppStoreHook, store);

useAppStore.subscribe((state, previous) => {
  for (const key of STORAGE_KEYS) {
    if (state[key] !== previous[key]) writeKey(key, state[key]);
  }
});

/** Re-reads every key from storage (tests, and after another tab wrote). */
export function hydrateFromStorage(): void {
  useAppStore.setState(rewriteInvalid(readPersisted()));
}

export const getAppState = (): AppState => useAppStore.getState();
