/** Turkish texts of the live channel's screens: the big-wins feed (SPEC §2 high earnings). */
export const trLive = {
  bigWins: {
    title: 'Yüksek Kazançlar',
    subtitle: 'Tüm oyunlardaki büyük kazançlar, gerçekleştikleri anda.',
    live: 'Canlı',
    connecting: 'Bağlanıyor…',
    empty: 'Henüz yüksek kazanç yok',
    emptyHint: 'Bir oyuncu büyük kazandığında burada anında görünecek.',
    emptyShort: 'Büyük kazançlar gerçekleştikçe burada görünecek.',
    itemLabel: '{{player}}, {{game}} oyununda {{multiplier}} ile {{amount}} kazandı',
  },
};
