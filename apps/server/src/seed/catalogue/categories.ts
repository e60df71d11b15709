import { CASINO_CATEGORY as C } from '@lale/contract/constants';
import type { CategoryKind } from '../../db/catalogue-schema.ts';

export interface CategorySeed {
  id: number;
  kind: CategoryKind;
  slug: string;
  name: { tr: string; en: string };
}

const casino = (id: number, slug: string, tr: string, en: string): CategorySeed => ({
  id,
  kind: 'casino',
  slug,
  name: { tr, en },
});
const live = (id: number, slug: string, tr: string, en: string): CategorySeed => ({
  id,
  kind: 'live',
  slug,
  name: { tr, en },
});

/** Casino shelves: SPEC §9 ids first, then the lobby's own (100+); live shelves 200+. */
export const CATEGORY_SEEDS: CategorySeed[] = [
  casino(C.popularOfTheDay, 'popular-of-the-day', 'Günün Popülerleri', 'Popular Today'),
  casino(C.mostPopular, 'most-popular', 'En Popüler', 'Most Popular'),
  casino(C.newArrivals, 'new-arrivals', 'Yeni Gelenler', 'New Arrivals'),
  casino(C.jackpot, 'jackpot', 'Jackpot', 'Jackpot'),
  casino(C.freeSpinPurchase, 'free-spin-purchase', 'Freespin Satın Al', 'Buy Free Spins'),
  casino(C.freeSpinPurchaseAlt, 'bonus-buy', 'Bonus Satın Alma', 'Bonus Buy'),
  casino(C.dropsAndWins, 'drops-and-wins', 'Düşür ve Kazan', 'Drops & Wins'),
  casino(
    C.dropsAndWinsTournament,
    'drops-and-wins-tournament',
    'Düşür ve Kazan Turnuvası',
    'Drops & Wins Tournament',
  ),
  casino(C.miniGames, 'mini-games', 'Mini Oyunlar', 'Mini Games'),
  casino(C.boardGames, 'board-games', 'Masa Oyunları', 'Board Games'),
  casino(101, 'classic', 'Klasik Slotlar', 'Classic Slots'),
  casino(102, 'many-ways', 'Çok Yollu', 'Many Ways'),
  casino(103, 'fruit', 'Meyveli', 'Fruit'),
  casino(104, 'gems', 'Mücevherler', 'Gems'),
  casino(105, 'myths', 'Efsaneler', 'Myths & Legends'),
  live(201, 'roulette', 'Rulet', 'Roulette'),
  live(202, 'blackjack', 'Blackjack', 'Blackjack'),
  live(203, 'baccarat', 'Bakara', 'Baccarat'),
  live(204, 'game-shows', 'Şov Oyunları', 'Game Shows'),
  live(205, 'poker', 'Poker', 'Poker'),
  live(206, 'vip', 'VIP Masalar', 'VIP Tables'),
  live(207, 'turkish', 'Türkçe Masalar', 'Turkish Tables'),
];

export const LIVE_CATEGORY = {
  roulette: 201,
  blackjack: 202,
  baccarat: 203,
  'game-show': 204,
  poker: 205,
  vip: 206,
  turkish: 207,
} as const;
