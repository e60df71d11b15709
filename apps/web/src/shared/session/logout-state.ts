let loggingOut = false;

/**
 * True while a logout is on its way. Its own server call ends the session first, so a call
 * that was in flight beside it may come back 'session_expired'; that is the logout, not an
 * expiry, and must not send the player to /login.
 */
export function isLoggingOut(): boolean {
  return loggingOut;
}

export function setLoggingOut(value: boolean): void {
  loggingOut = value;
}
