import type { Permission } from '@lale/contract/backoffice-permissions';

/**
 * Who is at the other end: a signed-in player's uid, or null for a guest; what else the
 * connection's cookies prove (a support guest's cookie hash, a signed-in operator and what
 * their role may do).
 */
export interface LivePeer {
  uid: number | null;
  supportGuest?: string | null;
  operator?: { id: number; permissions: readonly Permission[] } | null;
}

/**
 * What a connection's cookies carry, as SHA-256 hashes of the secrets: kept while it stays
 * open, so that who it is can be read again.
 */
export interface PeerCredentials {
  session: string | null;
  operatorSession: string | null;
  supportGuest: string | null;
}

/**
 * Who each set of credentials proves now, in the same order. Reads only: an open socket must
 * never keep a session from idling out.
 */
export type PeerLookup = (credentials: readonly PeerCredentials[]) => Promise<LivePeer[]>;

export const GUEST: LivePeer = { uid: null, supportGuest: null, operator: null };

export function samePeer(a: LivePeer, b: LivePeer): boolean {
  return (
    a.uid === b.uid &&
    (a.supportGuest ?? null) === (b.supportGuest ?? null) &&
    (a.operator?.id ?? null) === (b.operator?.id ?? null) &&
    (a.operator?.permissions ?? []).join() === (b.operator?.permissions ?? []).join()
  );
}
