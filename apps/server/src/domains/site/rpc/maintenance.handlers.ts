import type { ClassHandlers } from '../../../rpc/handler.ts';
import type { MaintenanceState } from '../maintenance-state.ts';

export function maintenanceHandlers(state: MaintenanceState): {
  maintenance: ClassHandlers<'maintenance'>;
} {
  return {
    maintenance: {
      check_status: {
        handle: async () => {
          const { enabled, message, since } = state.get();
          return { status: !enabled, message, since };
        },
      },
    },
  };
}
