import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMaintenanceCheck } from '../rpc/get-json.ts';

export const MAINTENANCE_POLL_MS = 10_000;

/** GET check-maintenance; `status: true` means the site is under maintenance. */
export const maintenanceCheckQuery = () =>
  queryOptions({
    queryKey: ['maintenance-check'],
    queryFn: getMaintenanceCheck,
    staleTime: 0,
    retry: false,
  });

export function useMaintenanceCheck(options: { poll?: boolean } = {}) {
  return useQuery({
    ...maintenanceCheckQuery(),
    ...(options.poll
      ? { refetchInterval: MAINTENANCE_POLL_MS, refetchIntervalInBackground: true }
      : {}),
  });
}
