/** The back office's routes, for the composition. */
export { registerBackoffice, type BackofficeDeps } from './http/backoffice.routes.ts';
export { operatorIdOfToken } from './operator-sessions.ts';
