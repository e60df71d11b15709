import { useEffect } from 'react';
import { useMaintenanceCheck } from '../../shared/api/maintenance-check.ts';
import { enterMaintenance, leaveMaintenance } from '../../shared/maintenance/enter-maintenance.ts';

/** SPEC §2: on app start, ask check-maintenance and set or clear the stored flag. */
export function useMaintenanceStartup(): void {
  const { data } = useMaintenanceCheck();
  useEffect(() => {
    if (!data) return;
    if (data.status) enterMaintenance();
    else leaveMaintenance();
  }, [data]);
}
