import type { LiveStatus } from '@lale/contract/live/live-client';
import { useSyncExternalStore } from 'react';
import { liveStatus, onLiveStatus } from './live-connection.ts';

const onServer = (): LiveStatus => 'closed';

/** The live connection's state: 'open' once the server said hello. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(onLiveStatus, liveStatus, onServer);
}
