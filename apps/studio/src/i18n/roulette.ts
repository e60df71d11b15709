import type { InsideBetType, RouletteBetType } from '@lale/games/roulette/bet-types';

const trInside: Record<InsideBetType, string> = {
  straight: 'Tek sayı',
  split: 'Bölünmüş',
  street: 'Sıra',
  trio: 'Üçlü',
  corner: 'Köşe',
  firstFour: 'İlk dört',
  sixLine: 'Altılı sıra',
};

const enInside: Record<InsideBetType, string> = {
  straight: 'Straight up',
  split: 'Split',
  street: 'Street',
  trio: 'Trio',
  corner: 'Corner',
  firstFour: 'First four',
  sixLine: 'Six line',
};

const tr = {
  title: 'Rulet',
  chip: 'Fiş değeri',
  spin: 'Çevir',
  spinning: 'Çevriliyor…',
  clear: 'Bahisleri temizle',
  undo: 'Son fişi geri al',
  totalStake: (amount: string) => `Toplam bahis: ${amount}`,
  table: 'Bahis masası',
  numberBet: (n: number, color: string) => `${n} ${color}, tek sayı bahsi`,
  onBet: (amount: string) => `bahiste ${amount}`,
  insideBets: 'İç bahisler',
  insideType: 'Bahis türü',
  insidePlacement: 'Sayılar',
  insideNumber: 'Sayı',
  /** 'Bölünmüş 17-20': an inside bet by its numbers. */
  insideBet: (type: InsideBetType, numbers: readonly number[]) =>
    `${trInside[type]} ${numbers.join('-')}`,
  placeChip: 'Fiş koy',
  outsideBets: 'Dış bahisler',
  yourBets: 'Bahisleriniz',
  noBets: 'Masada bahis yok. Bir sayıya veya alana tıklayarak fiş koyun.',
  result: (n: number, color: string) => `Sonuç: ${n} ${color}`,
  youWon: (amount: string) => `Kazandınız: ${amount}`,
  noWin: 'Bu turda kazanç yok.',
  colors: { red: 'kırmızı', black: 'siyah', green: 'yeşil' },
  types: {
    straight: 'Tek sayı',
    split: 'İkili (split)',
    street: 'Üçlü sıra (street)',
    trio: 'Üçlü (0 ile)',
    corner: 'Dörtlü (köşe)',
    firstFour: 'İlk dört (0-1-2-3)',
    sixLine: 'Altılı (iki sıra)',
    column: 'Kolon',
    dozen: 'Düzine',
    red: 'Kırmızı',
    black: 'Siyah',
    even: 'Çift',
    odd: 'Tek',
    low: '1–18',
    high: '19–36',
  } satisfies Record<RouletteBetType, string>,
  indexed: (type: 'column' | 'dozen', index: number) =>
    type === 'dozen' ? `${index}. düzine (${12 * index - 11}–${12 * index})` : `${index}. kolon`,
  pays: 'Öder',
  rules: [
    'Avrupa ruleti: tek sıfır, 0–36 arası 37 cep.',
    'Kazanan bahis, ödemesine ek olarak bahsin kendisini de geri alır.',
    'Sıfır gelirse bütün dış bahisler kaybeder.',
  ],
};

export type RouletteDictionary = typeof tr;

const en: RouletteDictionary = {
  title: 'Roulette',
  chip: 'Chip value',
  spin: 'Spin',
  spinning: 'Spinning…',
  clear: 'Clear bets',
  undo: 'Undo last chip',
  totalStake: (amount) => `Total bet: ${amount}`,
  table: 'Betting table',
  numberBet: (n, color) => `${n} ${color}, straight-up bet`,
  onBet: (amount) => `${amount} on it`,
  insideBets: 'Inside bets',
  insideType: 'Bet type',
  insidePlacement: 'Numbers',
  insideNumber: 'Number',
  insideBet: (type, numbers) => `${enInside[type]} ${numbers.join('-')}`,
  placeChip: 'Place chip',
  outsideBets: 'Outside bets',
  yourBets: 'Your bets',
  noBets: 'No bets on the table. Click a number or a field to place a chip.',
  result: (n, color) => `Result: ${n} ${color}`,
  youWon: (amount) => `You won ${amount}`,
  noWin: 'No win this round.',
  colors: { red: 'red', black: 'black', green: 'green' },
  types: {
    straight: 'Straight up',
    split: 'Split',
    street: 'Street',
    trio: 'Trio (with 0)',
    corner: 'Corner',
    firstFour: 'First four (0-1-2-3)',
    sixLine: 'Six line',
    column: 'Column',
    dozen: 'Dozen',
    red: 'Red',
    black: 'Black',
    even: 'Even',
    odd: 'Odd',
    low: '1–18',
    high: '19–36',
  },
  indexed: (type, index) =>
    type === 'dozen' ? `Dozen ${index} (${12 * index - 11}–${12 * index})` : `Column ${index}`,
  pays: 'Pays',
  rules: [
    'European roulette: a single zero, 37 pockets from 0 to 36.',
    'A winning bet gets its stake back on top of its payout.',
    'Zero loses every outside bet.',
  ],
};

export const rouletteText = { tr, en };
