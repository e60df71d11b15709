import type { trQuick } from './tr-quick.ts';

/** English texts of quick access, social links, site information, live stream, side banners. */
export const enQuick: typeof trQuick = {
  quick: {
    title: 'Quick access',
    liveSupport: 'Live support',
    liveSupportHint: 'Chat 24/7',
    whatsapp: 'WhatsApp support',
    telegram: 'Telegram support',
    bonusClaim: 'Claim a bonus',
    bonusClaimHint: 'Current offers',
    liveStream: 'Live stream',
    liveStreamHint: 'Watch the stream',
    social: 'Follow us',
    games: 'Popular today',
    opensInNewTab: '(opens in a new tab)',
  },
  social: {
    label: 'Our social media accounts',
    linkLabel: 'Our {{network}} account',
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
    domain: 'Current address',
    supportTitle: 'Support',
  },
  liveStream: {
    title: 'Live stream',
    subtitle: 'Tournaments, big wins and draws, streamed live.',
    playerTitle: 'Live stream player',
    watchOn: 'Open the stream',
    watchOnHint: "The stream opens on the broadcaster's page in a new tab.",
    noneTitle: 'No stream right now',
    noneBody: 'We announce the next stream on our social media accounts.',
  },
  sideBanners: {
    left: 'Left offers',
    right: 'Right offers',
  },
  lobbyBanner: {
    label: 'Slot offers',
  },
};
