/** Turkish texts of the in-house games around the site: header balance, game history, jackpots. */
export const trGames = {
  headerBalance: {
    label: 'Bakiye',
    hidden: 'Bakiye gizli',
    hide: 'Bakiyeyi gizle',
    show: 'Bakiyeyi göster',
  },
  gameHistory: {
    intro:
      'Lale oyunlarındaki turlarınız. Bir tur, tohumu yenilendikten sonra sunucu tohumu açıklanınca doğrulanabilir.',
    rotate: 'Tohumu yenile',
    rotated: 'Sunucu tohumu açıklandı. Yeni tohum özeti: {{hash}}',
    game: 'Oyun',
    stake: 'Bahis',
    win: 'Kazanç',
    balanceBefore: 'Önceki bakiye',
    balanceAfter: 'Sonraki bakiye',
    date: 'Tarih',
    nonce: 'Nonce',
    fairness: 'Adillik',
    verify: 'Doğrula',
    seedSecret: 'Tohum henüz gizli',
    loadMore: 'Daha fazla göster',
  },
  jackpots: { title: 'Jackpot havuzları' },
};
