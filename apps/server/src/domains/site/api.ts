/** The site domain: the maintenance flag, its RPC and GET endpoints and the operator control. */
export {
  MaintenanceState,
  MAINTENANCE_KEY,
  readMaintenance,
  writeMaintenance,
  type Maintenance,
} from './maintenance-state.ts';
export { maintenanceHandlers } from './rpc/maintenance.handlers.ts';
export { registerSiteEndpoints } from './http/site-endpoints.ts';
export {
  CONTROL_FILE,
  newControlToken,
  registerControl,
  writeControlFile,
} from './http/control.routes.ts';
