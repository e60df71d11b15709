import type { ParseKeys } from 'i18next';
import { paths } from '../../shared/routes/paths.ts';
import { RACING_PRODUCT_CARDS } from './racing/racing-cards.ts';

export interface VirtualProductCard {
  key: string;
  href: string;
  /** The card's picture: a short text (football draws its own ball). */
  icon: string;
  /** How often its events come (minutes), for the card. */
  everyMinutes?: number;
  name: ParseKeys;
  blurb: ParseKeys;
}

/** The hub's products, one entry each (racing adds its own). */
export const VIRTUAL_PRODUCT_CARDS: VirtualProductCard[] = [
  {
    key: 'football',
    href: paths.virtualFootball,
    icon: '⚽',
    everyMinutes: 5,
    name: 'virtuals.products.football.name',
    blurb: 'virtuals.products.football.blurb',
  },
  ...RACING_PRODUCT_CARDS,
];
