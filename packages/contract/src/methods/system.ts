import { defineMethod, emptyPayload, reply } from '../method.ts';

export interface MaintenanceStatus {
  /** SPEC §4: true when the site is up, false when it is under maintenance. */
  status: boolean;
  message: string;
  since: string | null;
}

export const system = {
  ping: defineMethod({
    auth: 'required',
    payload: emptyPayload,
    reply: reply<{ pong: true; serverTime: string }>(),
  }),
};

export const maintenance = {
  check_status: defineMethod({
    auth: 'none',
    payload: emptyPayload,
    reply: reply<MaintenanceStatus>(),
  }),
};
