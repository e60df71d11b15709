import { SITE_PAGES as page } from '@lale/contract/site-pages';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { withFullStyles } from './with-full-styles.ts';

const sportEvents = () =>
  import('../../features/sports/pages/sport-events-page.tsx').then((m) => ({
    Component: m.SportEventsPage,
  }));

/** SPEC §2 public area. Pages load on demand so the first screen ships little JavaScript. */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    // The loader loads beside the page and starts its requests while the page's code arrives.
    lazy: {
      loader: () => import('../../features/home/api/home-loader.ts').then((m) => m.homeLoader),
      Component: () => import('../../features/home/pages/home-page.tsx').then((m) => m.HomePage),
    },
  },
  { path: page.homeAlias, element: <Navigate to="/" replace /> },
  {
    path: page.aboutUs,
    lazy: withFullStyles(() =>
      import('../../features/info/pages/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
    ),
  },
  {
    path: page.info,
    lazy: withFullStyles(() =>
      import('../../features/info/pages/info-page.tsx').then((m) => ({ Component: m.InfoPage })),
    ),
  },
  {
    path: page.promotions,
    lazy: withFullStyles(() =>
      import('../../features/promotions/pages/promotions-page.tsx').then((m) => ({
        Component: m.PromotionsPage,
      })),
    ),
  },
  {
    path: page.tournaments,
    lazy: withFullStyles(() =>
      import('../../features/tournaments/pages/tournaments-page.tsx').then((m) => ({
        Component: m.TournamentsPage,
      })),
    ),
  },
  {
    path: page.tournament,
    lazy: withFullStyles(() =>
      import('../../features/tournaments/pages/tournament-page.tsx').then((m) => ({
        Component: m.TournamentPage,
      })),
    ),
  },
  {
    path: page.liveStream,
    lazy: withFullStyles(() =>
      import('../../features/live-stream/pages/live-stream-page.tsx').then((m) => ({
        Component: m.LiveStreamPage,
      })),
    ),
  },
  {
    path: page.highEarnings,
    lazy: withFullStyles(() =>
      import('../../features/high-earnings/pages/high-earnings-page.tsx').then((m) => ({
        Component: m.HighEarningsPage,
      })),
    ),
  },
  {
    // One lobby page for the root and its filters, so switching a filter keeps the page mounted.
    path: page.slot,
    lazy: {
      loader: () =>
        import('../../features/lobby/api/lobby-loader.ts').then((m) => m.lobbyLoader('slot')),
      Component: () =>
        import('../../features/lobby/pages/slot-lobby-page.tsx').then((m) => m.SlotLobbyPage),
    },
    // The lobby page reads the filter from the URL; these pages render nothing of their own.
    children: [
      { path: page.slotCategory, element: null },
      { path: page.slotType, element: null },
      { path: page.slotProvider, element: null },
    ],
  },
  {
    path: page.live,
    lazy: {
      loader: () =>
        import('../../features/lobby/api/lobby-loader.ts').then((m) => m.lobbyLoader('live')),
      Component: () =>
        import('../../features/lobby/pages/live-lobby-page.tsx').then((m) => m.LiveLobbyPage),
    },
    // The lobby page reads the filter from the URL; these pages render nothing of their own.
    children: [
      { path: page.liveCategory, element: null },
      { path: page.liveType, element: null },
      { path: page.liveProvider, element: null },
    ],
  },
  // Virtual sports (issue 15): beside the same bet slip.
  {
    lazy: withFullStyles(() =>
      import('../../features/virtuals/components/virtuals-layout.tsx').then((m) => ({
        Component: m.VirtualsLayout,
      })),
    ),
    children: [
      {
        path: page.virtualSports,
        lazy: () =>
          import('../../features/virtuals/pages/virtual-sports-page.tsx').then((m) => ({
            Component: m.VirtualSportsPage,
          })),
      },
      {
        path: page.virtualFootball,
        lazy: () =>
          import('../../features/virtuals/pages/virtual-football-page.tsx').then((m) => ({
            Component: m.VirtualFootballPage,
          })),
      },
      {
        path: page.virtualRacing,
        lazy: () =>
          import('../../features/virtuals/racing/racing-page.tsx').then((m) => ({
            Component: m.RacingPage,
          })),
      },
    ],
  },
  // The sportsbook (issue 13): every page beside the bet slip; guests browse, placing asks
  // for a login.
  {
    lazy: withFullStyles(() =>
      import('../../features/sports/components/sports-layout.tsx').then((m) => ({
        Component: m.SportsLayout,
      })),
    ),
    children: [
      {
        path: page.sport,
        lazy: () =>
          import('../../features/sports/pages/sport-home-page.tsx').then((m) => ({
            Component: m.SportHomePage,
          })),
      },
      {
        path: page.sportResults,
        lazy: () =>
          import('../../features/sports/pages/sport-results-page.tsx').then((m) => ({
            Component: m.SportResultsPage,
          })),
      },
      {
        path: page.sportEvent,
        lazy: () =>
          import('../../features/sports/pages/sport-event-page.tsx').then((m) => ({
            Component: m.SportEventPage,
          })),
      },
      {
        path: page.sportLeague,
        lazy: sportEvents,
      },
      { path: page.sportOf, lazy: sportEvents },
      {
        path: page.liveSport,
        lazy: () =>
          import('../../features/sports/pages/live-sport-page.tsx').then((m) => ({
            Component: m.LiveSportPage,
          })),
      },
    ],
  },
  {
    path: page.login,
    lazy: withFullStyles(() =>
      import('../../features/auth/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
    ),
  },
  {
    path: page.forgotPassword,
    lazy: withFullStyles(() =>
      import('../../features/auth/pages/forgot-password-page.tsx').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
    ),
  },
  {
    path: page.accountReset,
    lazy: withFullStyles(() =>
      import('../../features/auth/pages/account-reset-page.tsx').then((m) => ({
        Component: m.AccountResetPage,
      })),
    ),
  },
  {
    path: page.accountUnlock,
    lazy: withFullStyles(() =>
      import('../../features/auth/pages/account-unlock-page.tsx').then((m) => ({
        Component: m.AccountUnlockPage,
      })),
    ),
  },
  {
    path: page.register,
    lazy: withFullStyles(() =>
      import('../../features/register/pages/register-page.tsx').then((m) => ({
        Component: m.RegisterPage,
      })),
    ),
  },
  {
    path: page.registerConfirm,
    lazy: withFullStyles(() =>
      import('../../features/auth/pages/register-confirm-page.tsx').then((m) => ({
        Component: m.RegisterConfirmPage,
      })),
    ),
  },
  {
    path: page.noAccess,
    lazy: () =>
      import('../../features/errors/pages/no-access-page.tsx').then((m) => ({
        Component: m.NoAccessPage,
      })),
  },
];
