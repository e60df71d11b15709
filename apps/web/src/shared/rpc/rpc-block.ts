/**
 * SPEC §4/§8: after an HTTP 500 every further request is refused on the client until the
 * page reloads. Module state on purpose: a reload is the only reset.
 */
let blocked = false;

export function isRequestBlocked(): boolean {
  return blocked;
}

export function blockRequests(): void {
  blocked = true;
}

/** Tests only. */
export function resetRequestBlock(): void {
  blocked = false;
}
