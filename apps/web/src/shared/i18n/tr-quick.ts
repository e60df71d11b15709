/**
 * Turkish texts of quick access (SPEC §1), the social links and site information of SPEC §3,
 * the live stream page and the home page's side banners.
 */
export const trQuick = {
  quick: {
    title: 'Hızlı erişim',
    liveSupport: 'Canlı Destek',
    liveSupportHint: '7/24 sohbet',
    whatsapp: 'WhatsApp destek',
    telegram: 'Telegram destek',
    bonusClaim: 'Bonus talep et',
    bonusClaimHint: 'Güncel kampanyalar',
    liveStream: 'Canlı yayın',
    liveStreamHint: 'Yayını izle',
    social: 'Bizi takip edin',
    games: 'Günün popüler oyunları',
    opensInNewTab: '(yeni sekmede açılır)',
  },
  social: {
    label: 'Sosyal medya hesaplarımız',
    linkLabel: '{{network}} hesabımız',
    networks: {
      facebook: 'Facebook',
      twitter: 'X (Twitter)',
      instagram: 'Instagram',
      youtube: 'YouTube',
      reddit: 'Reddit',
      telegram: 'Telegram',
      whatsapp: 'WhatsApp',
      google: 'Google',
      pinterest: 'Pinterest',
    },
  },
  siteInfo: {
    domain: 'Güncel adres',
    supportTitle: 'Destek',
  },
  liveStream: {
    title: 'Canlı yayın',
    subtitle: 'Turnuvalar, büyük kazançlar ve çekilişler canlı yayında.',
    playerTitle: 'Canlı yayın oynatıcısı',
    watchOn: 'Yayını aç',
    watchOnHint: 'Yayın, yayıncının sayfasında yeni sekmede açılır.',
    noneTitle: 'Şu an yayın yok',
    noneBody: 'Bir sonraki yayını sosyal medya hesaplarımızdan duyururuz.',
  },
  sideBanners: {
    left: 'Sol kampanyalar',
    right: 'Sağ kampanyalar',
  },
  lobbyBanner: {
    label: 'Slot kampanyaları',
  },
};
