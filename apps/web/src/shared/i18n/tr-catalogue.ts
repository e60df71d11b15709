/** Turkish texts of the game catalogue: cards, lobbies, quick access, favourites, play screen. */
export const trCatalogue = {
  catalogue: {
    addFavoriteOf: '{{name}}: favorilere ekle',
    removeFavoriteOf: '{{name}}: favorilerden çıkar',
    closedAt: 'Kapalı · {{hours}}',
    flags: {
      new: 'Yeni',
      hot: 'Popüler',
      jackpot: 'Jackpot',
      'buy-feature': 'Özellik satın al',
      maintenance: 'Bakımda',
    },
    noticesLabel: 'Duyurular',
    quickAccess: 'Hızlı erişim',
    providerLoginHint: 'Sağlayıcı filtresi için giriş yapın',
    loginToFilter: 'Giriş yap',
    favoritesHint: 'Kartlardaki ya da oyun ekranındaki kalp simgesiyle favori ekleyebilirsiniz.',
    exitFullscreen: 'Tam ekrandan çık',
  },
};
