import type { RpcUserBlock } from '@lale/contract/envelope';
import type { AuthRequirement } from '@lale/contract/method';
import type { AppState } from '../store/app-store.ts';

/**
 * SPEC §7: authenticated calls carry a `user` block. The session secret is not in it: it
 * travels in the HttpOnly cookie the server set at login.
 */
export function userBlockFor(auth: AuthRequirement, state: AppState): RpcUserBlock | undefined {
  if (auth === 'none') return undefined;
  const session = state.userSession;
  if (session)
    return { uip: session.uip, gmt: session.gmt, lang: state.userLanguage, uid: session.uid };
  if (state.userAuth)
    return { uip: state.userAuth.uip, gmt: '', lang: state.userLanguage, uid: state.userAuth.uid };
  return undefined;
}
