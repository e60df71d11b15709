import { paths } from '../../../shared/routes/paths.ts';
import type { VirtualProductCard } from '../virtual-products.ts';

/** The hub's racing cards (the hub's list spreads them in). */
export const RACING_PRODUCT_CARDS: VirtualProductCard[] = [
  {
    key: 'horse_racing',
    href: paths.horseRacing,
    icon: '🏇',
    everyMinutes: 3,
    name: 'racingScreen.horse_racing.name',
    blurb: 'racingScreen.horse_racing.blurb',
  },
  {
    key: 'greyhound_racing',
    href: paths.greyhoundRacing,
    icon: '🐕',
    everyMinutes: 3,
    name: 'racingScreen.greyhound_racing.name',
    blurb: 'racingScreen.greyhound_racing.blurb',
  },
];
