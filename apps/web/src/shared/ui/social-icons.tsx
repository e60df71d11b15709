import type { SocialNetwork } from '@lale/contract/cms-links';
import type { ReactNode } from 'react';
import { Icon, type IconProps } from './icons.tsx';

/**
 * Our own simple line drawings of each network's mark, support and live-stream symbols, drawn
 * with icons.tsx's Icon; decorative: the link or button around them carries the name.
 */
export const FacebookIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14.5 8H16.5V4.5H14C11.5 4.5 10 6.1 10 8.5V11H7.5V14.5H10V21H13.5V14.5H16L16.5 11H13.5V9C13.5 8.4 13.9 8 14.5 8Z" />
  </Icon>
);
export const XTwitterIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 4h4.5L20 20h-4.5zM19.5 4l-6.3 7.2M10.8 12.8 4.5 20" />
  </Icon>
);
export const InstagramIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </Icon>
);
export const YoutubeIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="m10 9.2 5 2.8-5 2.8z" fill="currentColor" />
  </Icon>
);
export const RedditIcon = (p: IconProps) => (
  <Icon {...p}>
    <ellipse cx="12" cy="14.5" rx="8" ry="5.5" />
    <path d="m12 9 1.3-5 3.9 1" />
    <circle cx="18.5" cy="5.3" r="1.3" />
    <circle cx="9" cy="14" r="0.6" fill="currentColor" />
    <circle cx="15" cy="14" r="0.6" fill="currentColor" />
    <path d="M9.5 17c1.5 1 3.5 1 5 0" />
  </Icon>
);
export const TelegramIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 4 3 11.2l6.2 2.2L11.5 20l3.3-4.3 4.5 3.3z" />
    <path d="m9.2 13.4 11.8-9.4" />
  </Icon>
);
export const WhatsappIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20.5 5.3 16.4A8.5 8.5 0 1 1 8.4 19.3z" />
    <path d="M9 8.5c0 3.3 3.2 6.5 6.5 6.5l1-1.6-2.2-1.1-1 1A4.9 4.9 0 0 1 10.9 11l1-1-1.1-2.2z" />
  </Icon>
);
export const GoogleIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 12h-7.5" />
    <path d="M20 12a8 8 0 1 1-2.4-5.7" />
  </Icon>
);
export const PinterestIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10.8 8h2.4a2.8 2.8 0 0 1 0 5.6h-2M10.8 8l-2 12" />
  </Icon>
);
export const HeadsetIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-2 2.5-5 2.5" />
  </Icon>
);
export const BroadcastIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="2" />
    <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" />
  </Icon>
);

/** Each network of SPEC §3 with its icon, in the order SPEC lists them. */
export const SOCIAL_ICONS: Record<SocialNetwork, (p: IconProps) => ReactNode> = {
  facebook: FacebookIcon,
  twitter: XTwitterIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
  reddit: RedditIcon,
  telegram: TelegramIcon,
  whatsapp: WhatsappIcon,
  google: GoogleIcon,
  pinterest: PinterestIcon,
};
