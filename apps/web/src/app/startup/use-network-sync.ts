import { useEffect } from 'react';
import { syncNetworkStatus } from '../../shared/network/sync-network.ts';

export function useNetworkSync(): void {
  useEffect(() => syncNetworkStatus(), []);
}
