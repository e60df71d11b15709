import { SITE_PAGES as page } from '@lale/contract/site-pages';
import type { RouteObject } from 'react-router';
import { withFullStyles } from './with-full-styles.ts';

// Responsible gaming's tab is its own feature's panel, and the payment provider's return
// (`?cashier=deposit-done`) the cashier's notice, composed here.
const profile = withFullStyles(() =>
  Promise.all([
    import('../../features/profile/pages/profile-page.tsx'),
    import('../../features/responsible-gaming/components/responsible-gaming-panel.tsx'),
    import('../../features/cashier/components/deposit-return.tsx'),
  ]).then(([m, rg, cashier]) => ({
    Component: () => (
      <m.ProfilePage
        panels={{ 'responsible-gaming': rg.ResponsibleGamingPanel }}
        notice={<cashier.DepositReturn />}
      />
    ),
  })),
);
const play = () =>
  import('../../features/play/pages/play-page.tsx').then((m) => ({ Component: m.PlayPage }));

/** SPEC §2 login-required area (the guard wraps these). */
export const privateRoutes: RouteObject[] = [
  { path: page.profile, lazy: profile },
  { path: page.me, lazy: profile },
  {
    path: page.favorites,
    lazy: () =>
      import('../../features/favorites/pages/favorites-page.tsx').then((m) => ({
        Component: m.FavoritesPage,
      })),
  },
  {
    path: page.notifications,
    lazy: withFullStyles(() =>
      import('../../features/notifications/pages/notifications-page.tsx').then((m) => ({
        Component: m.NotificationsPage,
      })),
    ),
  },
  {
    path: page.bonuses,
    lazy: withFullStyles(() =>
      import('../../features/bonuses/pages/bonuses-page.tsx').then((m) => ({
        Component: m.BonusesPage,
      })),
    ),
  },
  {
    path: page.tickets,
    lazy: withFullStyles(() =>
      import('../../features/tickets/pages/tickets-page.tsx').then((m) => ({
        Component: m.TicketsPage,
      })),
    ),
  },
  // The cashier (SPEC §2 bank accounts, deposit, withdraw, known by label only).
  {
    path: page.deposit,
    lazy: withFullStyles(() =>
      import('../../features/cashier/pages/cash-page.tsx').then((m) => ({
        Component: m.DepositPage,
      })),
    ),
  },
  {
    path: page.withdraw,
    lazy: withFullStyles(() =>
      import('../../features/cashier/pages/cash-page.tsx').then((m) => ({
        Component: m.WithdrawPage,
      })),
    ),
  },
  {
    path: page.bankAccounts,
    lazy: withFullStyles(() =>
      import('../../features/cashier/pages/bank-accounts-page.tsx').then((m) => ({
        Component: m.BankAccountsPage,
      })),
    ),
  },
  // /play/{type}/{id}/{providerName} and /play/{type}/{id}/{gamingType} share one shape.
  { path: page.play, lazy: play },
  { path: page.playWithThird, lazy: play },
  { path: page.playWithProvider, lazy: play },
];
