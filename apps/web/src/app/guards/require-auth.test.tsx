import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hydrateFromStorage, useAppStore } from '../../shared/store/app-store.ts';
import { loginRedirectFor } from './guard-rules.ts';
import { MaintenanceGuard } from './maintenance-guard.tsx';
import { RequireAuth } from './require-auth.tsx';

function renderAt(path: string) {
  // The browser's address, as a player arriving at `path` has it.
  window.history.replaceState(null, '', path);
  const router = createMemoryRouter(
    [
      { path: '/maintenance', element: <p>maintenance page</p> },
      {
        element: <MaintenanceGuard />,
        children: [
          { path: '/login', element: <p>login page</p> },
          { path: '/', element: <p>home page</p> },
          {
            element: <RequireAuth />,
            children: [{ path: '/favorites', element: <p>favorites page</p> }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  hydrateFromStorage();
});
afterEach(cleanup);

describe('login-required guard (SPEC §2)', () => {
  it('sends a guest to /login and saves the full intended path as returnUrl', async () => {
    const router = renderAt('/favorites?tab=live');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('returnUrl')).toBe('/favorites?tab=live');
  });

  it.each([
    ['a stored session', { userSession: { uid: 1, uip: '{ip}', gmt: '', lang: 'tr' as const } }],
    ['a stored auth record only', { userAuth: { uid: 1, uip: '{ip}' } }],
  ])('lets a player with %s in', async (_label, state) => {
    useAppStore.setState(state);
    renderAt('/favorites');
    expect(await screen.findByText('favorites page')).toBeTruthy();
    expect(localStorage.getItem('returnUrl')).toBeNull();
  });

  it('leaves a page the browser has already left alone (a logout going home)', async () => {
    useAppStore.setState({ userAuth: { uid: 1, uip: '{ip}' } });
    const router = renderAt('/favorites');
    expect(await screen.findByText('favorites page')).toBeTruthy();
    // The logout has moved the address home; the login ends before home has rendered.
    window.history.replaceState(null, '', '/');
    useAppStore.setState({ userAuth: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/favorites');
    expect(localStorage.getItem('returnUrl')).toBeNull();
  });

  it('is a pure rule as well', () => {
    expect(loginRedirectFor(true, { pathname: '/tickets', search: '' })).toBeNull();
    expect(loginRedirectFor(false, { pathname: '/tickets', search: '?n=1' })).toEqual({
      to: '/login',
      returnUrl: '/tickets?n=1',
    });
  });
});

describe('maintenance guard (SPEC §2)', () => {
  it('redirects public pages to /maintenance while the stored flag is on', async () => {
    localStorage.setItem('siteUnderMaintenance', 'true');
    hydrateFromStorage();
    const router = renderAt('/');
    expect(await screen.findByText('maintenance page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/maintenance');
  });
});
