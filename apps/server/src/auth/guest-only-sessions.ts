import type { SessionResolver } from '../rpc/dispatcher.ts';

/**
 * Until player accounts land every caller is a guest: methods that need a session answer
 * 'anonymous_user'. The account work replaces this with the cookie-backed session store.
 */
export const guestOnlySessions: SessionResolver = {
  resolve: async () => null,
};
