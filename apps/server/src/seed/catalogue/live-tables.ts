import type { LiveTableType } from '@lale/contract/methods/casino';
import { ENGINE, liveTableKind } from '../../domains/catalogue/api.ts';
import { LIVE_CATEGORY } from './categories.ts';
import type { GameName } from './game-names.ts';
import { PROVIDER_SEEDS } from './providers.ts';
import type { SeededRandom } from './random.ts';

export interface LiveTableSeed {
  id: number;
  providerId: number;
  categoryId: number;
  name: GameName;
  type: LiveTableType;
  minBet: number;
  maxBet: number;
  opensMinute: number;
  closesMinute: number;
  engineId: string;
  engineModel: string;
  popularity: number;
}

const TABLE_COUNTS: [LiveTableType, number][] = [
  ['roulette', 50],
  ['blackjack', 50],
  ['baccarat', 25],
  ['game-show', 20],
  ['poker', 15],
];
const GAME_WORD: Record<LiveTableType, [string, string][]> = {
  roulette: [
    ['Rulet', 'Roulette'],
    ['Hızlı Rulet', 'Speed Roulette'],
    ['Otomatik Rulet', 'Auto Roulette'],
  ],
  blackjack: [
    ['Blackjack', 'Blackjack'],
    ['Hızlı Blackjack', 'Speed Blackjack'],
  ],
  baccarat: [
    ['Bakara', 'Baccarat'],
    ['Hızlı Bakara', 'Speed Baccarat'],
  ],
  'game-show': [
    ['Para Çarkı', 'Money Wheel'],
    ['Zar Şovu', 'Dice Show'],
    ['Renk Çarkı', 'Colour Wheel'],
    ['Şans Topu', 'Lucky Ball'],
  ],
  poker: [
    ["Casino Hold'em", "Casino Hold'em"],
    ['Üç Kart Poker', 'Three Card Poker'],
  ],
};
const PLACES: [string, string][] = [
  ['Galata', 'Galata'],
  ['Boğaz', 'Bosphorus'],
  ['Kadıköy', 'Kadıköy'],
  ['Efes', 'Ephesus'],
  ['Kapadokya', 'Cappadocia'],
  ['Ege', 'Aegean'],
  ['Bodrum', 'Bodrum'],
  ['Alaçatı', 'Alaçatı'],
];
/** A fifth of the tables keep hours (Turkey time); the rest never close. */
const HOURS: [number, number][] = [
  [18 * 60, 2 * 60],
  [10 * 60, 22 * 60],
  [20 * 60, 4 * 60],
  [12 * 60, 0],
];

function weightedLiveProvider(random: SeededRandom): number {
  const pool = PROVIDER_SEEDS.filter((p) => p.tableWeight > 0);
  const total = pool.reduce((sum, p) => sum + p.tableWeight, 0);
  let roll = random.next() * total;
  for (const provider of pool) {
    roll -= provider.tableWeight;
    if (roll < 0) return provider.id;
  }
  return pool[pool.length - 1]!.id;
}

export function generateLiveTables(random: SeededRandom): LiveTableSeed[] {
  const tables: LiveTableSeed[] = [];
  const used = new Map<string, number>();
  for (const [type, count] of TABLE_COUNTS) {
    for (let i = 0; i < count; i++) {
      const shelf = random.chance(0.12) ? 'vip' : random.chance(0.15) ? 'turkish' : type;
      const word = random.pick(GAME_WORD[type]);
      const prefix: [string, string] =
        shelf === 'vip'
          ? ['VIP', 'VIP']
          : shelf === 'turkish'
            ? ['Türkçe', 'Turkish']
            : random.pick(PLACES);
      const base = `${prefix[0]} ${word[0]}`;
      const n = (used.get(base) ?? 0) + 1;
      used.set(base, n);
      const suffix = n > 1 ? ` ${n}` : '';
      const vip = shelf === 'vip';
      const [opensMinute, closesMinute] = random.chance(0.2) ? random.pick(HOURS) : [0, 0];
      tables.push({
        id: tables.length + 1,
        providerId: weightedLiveProvider(random),
        categoryId: LIVE_CATEGORY[shelf],
        name: { tr: `${base}${suffix}`, en: `${prefix[1]} ${word[1]}${suffix}` },
        type,
        minBet: vip ? random.pick([25_000, 50_000]) : random.pick([100, 200, 500, 1_000]),
        maxBet: vip ? 10_000_000 : random.pick([200_000, 500_000, 1_000_000]),
        opensMinute,
        closesMinute,
        engineId: ENGINE.live,
        engineModel: liveTableKind(type, tables.length + 1, `${prefix[1]} ${word[1]}${suffix}`),
        popularity: random.next(),
      });
    }
  }
  return tables;
}
