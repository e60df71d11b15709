import { LIVE_PATH } from '@lale/contract/live/limits';
import { LiveClient, type LiveStatus } from '@lale/contract/live/live-client';
import { useAppStore } from '../store/app-store.ts';

let client: LiveClient | null = null;
let status: LiveStatus = 'closed';
const statusListeners = new Set<() => void>();

/**
 * The tab's one live connection, made on first use (never at module load, never on the
 * server). It connects once a topic is followed and reconnects when the signed-in player
 * changes, so that the server reads the new session cookie.
 */
export function getLiveClient(): LiveClient {
  if (client) return client;
  const created = new LiveClient({
    url: LIVE_PATH,
    onStatus: (next) => {
      status = next;
      for (const listener of statusListeners) listener();
    },
  });
  client = created;
  useAppStore.subscribe((state, previous) => {
    if (state.userSession?.uid !== previous.userSession?.uid) created.reconnect();
  });
  return created;
}

export const liveStatus = (): LiveStatus => status;

export function onLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Tests: forget the connection. */
export function resetLiveClient(): void {
  client?.close();
  client = null;
  status = 'closed';
}
