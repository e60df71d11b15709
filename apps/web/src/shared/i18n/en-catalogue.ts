import type { trCatalogue } from './tr-catalogue.ts';

/** English texts of the game catalogue; the type keeps the keys identical to Turkish. */
export const enCatalogue: typeof trCatalogue = {
  catalogue: {
    addFavoriteOf: '{{name}}: add to favourites',
    removeFavoriteOf: '{{name}}: remove from favourites',
    closedAt: 'Closed · {{hours}}',
    flags: {
      new: 'New',
      hot: 'Hot',
      jackpot: 'Jackpot',
      'buy-feature': 'Buy feature',
      maintenance: 'Under maintenance',
    },
    noticesLabel: 'Notices',
    quickAccess: 'Quick access',
    providerLoginHint: 'Log in to filter by provider',
    loginToFilter: 'Log in',
    favoritesHint: 'Add favourites with the heart on a game card or on the play screen.',
    exitFullscreen: 'Exit full screen',
  },
};
