import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';

/** SPEC §2 public area. Pages load on demand so the first screen ships little JavaScript. */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      import('../../features/home/pages/home-page.tsx').then((m) => ({ Component: m.HomePage })),
  },
  { path: 'home', element: <Navigate to="/" replace /> },
  {
    path: 'about-us',
    lazy: () =>
      import('../../features/info/pages/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'info/:infType',
    lazy: () =>
      import('../../features/info/pages/info-page.tsx').then((m) => ({ Component: m.InfoPage })),
  },
  {
    path: 'promotions',
    lazy: () =>
      import('../../features/promotions/pages/promotions-page.tsx').then((m) => ({
        Component: m.PromotionsPage,
      })),
  },
  {
    path: 'tournaments',
    lazy: () =>
      import('../../features/tournaments/pages/tournaments-page.tsx').then((m) => ({
        Component: m.TournamentsPage,
      })),
  },
  {
    // One lobby page for the root and its filters, so switching a filter keeps the page mounted.
    path: 'slot',
    lazy: () =>
      import('../../features/lobby/pages/slot-lobby-page.tsx').then((m) => ({
        Component: m.SlotLobbyPage,
      })),
    children: [
      { path: 'category/:categoryID' },
      { path: 'type/:type' },
      { path: 'provider/:providerID' },
    ],
  },
  {
    path: 'live',
    lazy: () =>
      import('../../features/lobby/pages/live-lobby-page.tsx').then((m) => ({
        Component: m.LiveLobbyPage,
      })),
    children: [
      { path: 'category/:categoryID' },
      { path: 'type/:type' },
      { path: 'provider/:providerID' },
    ],
  },
  {
    path: 'login',
    lazy: () =>
      import('../../features/auth/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'forgot-password',
    lazy: () =>
      import('../../features/auth/pages/forgot-password-page.tsx').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    path: 'account_reset',
    lazy: () =>
      import('../../features/auth/pages/account-reset-page.tsx').then((m) => ({
        Component: m.AccountResetPage,
      })),
  },
  {
    path: 'register',
    lazy: () =>
      import('../../features/register/pages/register-page.tsx').then((m) => ({
        Component: m.RegisterPage,
      })),
  },
  {
    path: 'register-account-confirm',
    lazy: () =>
      import('../../features/auth/pages/register-confirm-page.tsx').then((m) => ({
        Component: m.RegisterConfirmPage,
      })),
  },
  {
    path: 'no-access',
    lazy: () =>
      import('../../features/errors/pages/no-access-page.tsx').then((m) => ({
        Component: m.NoAccessPage,
      })),
  },
];
