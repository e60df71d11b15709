import {
  GUEST,
  type PeerCredentials,
  type PeerLookup,
} from '../../apps/server/src/platform/live/live-peer.ts';

/** The benches' watchers are guests: no cookie, no session, no operator. */
export const guestPeers: {
  credentialsOf: () => PeerCredentials;
  lookup: PeerLookup;
} = {
  credentialsOf: () => ({ session: null, operatorSession: null, supportGuest: null }),
  lookup: async (credentials) => credentials.map(() => GUEST),
};
