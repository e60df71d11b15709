/**
 * The site domain: its registration (domain.ts: the maintenance flag with its RPC, GET
 * endpoints and operator control), and the flag and control file for the CLI and main.ts.
 */
export {
  MaintenanceState,
  MAINTENANCE_KEY,
  readMaintenance,
  writeMaintenance,
  type Maintenance,
} from './maintenance-state.ts';
export { CONTROL_FILE, newControlToken, writeControlFile } from './http/control.routes.ts';
export { siteDomain, type SiteDomain } from './domain.ts';
