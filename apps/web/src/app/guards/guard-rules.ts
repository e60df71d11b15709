/** Where a guest asking for a login-required page is sent, and what is remembered (SPEC §2). */
export interface LoginRedirect {
  to: '/login';
  returnUrl: string;
}

export function loginRedirectFor(
  signedIn: boolean,
  location: { pathname: string; search: string },
): LoginRedirect | null {
  if (signedIn) return null;
  return { to: '/login', returnUrl: `${location.pathname}${location.search}` };
}

/** Public pages send everyone to /maintenance while the stored flag is on (SPEC §2). */
export function maintenanceRedirectFor(siteUnderMaintenance: boolean): '/maintenance' | null {
  return siteUnderMaintenance ? '/maintenance' : null;
}
