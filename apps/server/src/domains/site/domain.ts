import type { DomainModule, Platform } from '../../platform/domain-module.ts';
import { registerControl } from './http/control.routes.ts';
import { registerSiteEndpoints } from './http/site-endpoints.ts';
import { MaintenanceState } from './maintenance-state.ts';
import { maintenanceHandlers } from './rpc/maintenance.handlers.ts';

export interface SiteDomain extends DomainModule {
  /** The maintenance flag, which the RPC dispatcher reads on every call. */
  maintenance: MaintenanceState;
}

/**
 * The site itself: the maintenance flag (read from the database now and kept in step), its RPC
 * and its control, check-maintenance, the licences and the health check.
 */
export async function siteDomain(
  platform: Platform,
  deps: {
    /** What `npm run maintenance` proves itself with. */
    controlToken: string;
    /** Whether Redis answers; undefined when the site runs without it. */
    redis: (() => boolean) | undefined;
  },
): Promise<SiteDomain> {
  const { config } = platform;
  const maintenance = new MaintenanceState(platform.db);
  await maintenance.start();
  return {
    name: 'site',
    maintenance,
    handlers: maintenanceHandlers(maintenance),
    routes: (app) => {
      registerSiteEndpoints(app, {
        db: platform.db,
        maintenance,
        siteName: config.siteName,
        appVersion: config.appVersion,
        redis: deps.redis,
      });
      registerControl(app, { maintenance, token: deps.controlToken });
    },
    stop: () => maintenance.stop(),
  };
}
