import type { HttpFacet, Session } from '../../rpc/handler.ts';
import { guestKeyFromToken, newGuestCookie, SUPPORT_GUEST_COOKIE } from './guest-cookie.ts';
import type { Participant } from './support.repository.ts';

/** The caller: the signed-in player, else the guest the cookie proves, else nobody yet. */
export function participantOf(session: Session | null, http: HttpFacet): Participant | null {
  if (session) return { uid: session.uid };
  const guestKey = guestKeyFromToken(http.cookie(SUPPORT_GUEST_COOKIE));
  return guestKey ? { guestKey } : null;
}

/** The caller, giving a guest without a cookie a new one. */
export function participantOrNewGuest(
  session: Session | null,
  http: HttpFacet,
  cookieSecure: boolean,
): Participant {
  const known = participantOf(session, http);
  if (known) return known;
  const cookie = newGuestCookie(cookieSecure);
  http.addSetCookie(cookie.header);
  return { guestKey: cookie.key };
}
