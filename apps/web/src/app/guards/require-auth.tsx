import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { currentPath } from '../../shared/navigation/navigator.ts';
import { saveReturnUrl } from '../../shared/session/return-url.ts';
import { useIsSignedIn } from '../../shared/session/session-actions.ts';
import { loginRedirectFor } from './guard-rules.ts';

/**
 * Login-required area: a guest (no stored session and no stored auth) is sent to /login and
 * the full path is saved as returnUrl. Re-checks when the session disappears mid-visit.
 */
export function RequireAuth() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  const redirect = loginRedirectFor(signedIn, location);
  if (!redirect) return <Outlet />;
  return <RedirectToLogin returnUrl={redirect.returnUrl} />;
}

function RedirectToLogin({ returnUrl }: { returnUrl: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    // The browser may already be on its way elsewhere: a logout moves home first and then
    // clears the login, which re-renders this page before the home page has taken over.
    if (currentPath() !== returnUrl) return;
    saveReturnUrl(returnUrl);
    void navigate('/login', { replace: true });
  }, [navigate, returnUrl]);
  return null;
}
