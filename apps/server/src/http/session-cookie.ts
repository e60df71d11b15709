/** The player session cookie's name: the accounts domain writes it, page rendering tests for it. */
export const SESSION_COOKIE = 'lale_sid';
