import type { GameType } from '@lale/contract/methods/casino';
import { ENGINE, SLOT_MODELS, type SlotModel } from '../../domains/catalogue/api.ts';
import { GameNamer, type GameName } from './game-names.ts';
import { THEMES, type Theme } from './game-words.ts';
import { PROVIDER_SEEDS } from './providers.ts';
import type { SeededRandom } from './random.ts';

export const SLOT_COUNT = 2_040;

export interface GameSeed {
  id: number;
  providerId: number;
  name: GameName;
  type: GameType;
  theme: Theme;
  volatility: 'low' | 'medium' | 'high';
  rtpBp: number;
  minBet: number;
  maxBet: number;
  isNew: boolean;
  isHot: boolean;
  hasJackpot: boolean;
  hasBuyFeature: boolean;
  engineId: string;
  engineModel: string;
  /** Higher is more played; the default lobby order ranks by it. */
  popularity: number;
}

const SLOT_MODEL_SHARE: [SlotModel, number][] = [
  ['low', 0.25],
  ['medium', 0.35],
  ['high', 0.25],
  ['scatter-pays', 0.15],
];
const PLACES: [string, string][] = [
  ['Galata', 'Galata'],
  ['Boğaz', 'Bosphorus'],
  ['Efes', 'Ephesus'],
  ['Truva', 'Troy'],
  ['Bodrum', 'Bodrum'],
  ['Kapadokya', 'Cappadocia'],
  ['Ege', 'Aegean'],
  ['Pamukkale', 'Pamukkale'],
  ['Nemrut', 'Nemrut'],
];
/** The crash games and the maths each flies (`@lale/games/crash`: Spaceman offers half cash-out). */
const CRASH_GAMES: { name: GameName; model: 'zeplin' | 'spaceman' }[] = [
  { name: { tr: 'Zeplin', en: 'Zeplin' }, model: 'zeplin' },
  { name: { tr: 'Spaceman', en: 'Spaceman' }, model: 'spaceman' },
  { name: { tr: 'Roket Yükselişi', en: 'Rocket Rise' }, model: 'spaceman' },
  { name: { tr: 'Uçan Balon', en: 'Flying Balloon' }, model: 'zeplin' },
  { name: { tr: 'Uçurtma', en: 'Kite' }, model: 'zeplin' },
  { name: { tr: 'Jet Pilotu', en: 'Jet Pilot' }, model: 'zeplin' },
  { name: { tr: 'Ay Yolculuğu', en: 'Moon Trip' }, model: 'spaceman' },
  { name: { tr: 'Martı Uçuşu', en: 'Seagull Flight' }, model: 'zeplin' },
  { name: { tr: 'Yükselen Güneş', en: 'Rising Sun' }, model: 'zeplin' },
  { name: { tr: 'Kartal Dalışı', en: 'Eagle Dive' }, model: 'zeplin' },
  { name: { tr: 'Meteor Yağmuru Crash', en: 'Meteor Shower Crash' }, model: 'spaceman' },
  { name: { tr: 'Balon Patlat', en: 'Balloon Pop' }, model: 'zeplin' },
];

function weightedProvider(random: SeededRandom): number {
  const pool = PROVIDER_SEEDS.filter((p) => p.gameWeight > 0);
  const total = pool.reduce((sum, p) => sum + p.gameWeight, 0);
  let roll = random.next() * total;
  for (const provider of pool) {
    roll -= provider.gameWeight;
    if (roll < 0) return provider.id;
  }
  return pool[pool.length - 1]!.id;
}

function slotModel(random: SeededRandom): SlotModel {
  let roll = random.next();
  for (const [model, share] of SLOT_MODEL_SHARE) {
    roll -= share;
    if (roll < 0) return model;
  }
  return 'medium';
}

/** The whole casino catalogue, the same on every run. */
export function generateGames(random: SeededRandom): GameSeed[] {
  const namer = new GameNamer(random);
  const games: GameSeed[] = [];
  const base = () => ({
    id: games.length + 1,
    providerId: weightedProvider(random),
    minBet: random.pick([20, 50, 100, 200]),
    maxBet: random.pick([10_000, 20_000, 50_000, 100_000, 250_000]),
    popularity: random.next() ** 2,
  });
  for (let i = 0; i < SLOT_COUNT; i++) {
    const theme = THEMES[i % THEMES.length]!;
    const model = slotModel(random);
    const isHot = random.chance(0.08);
    games.push({
      ...base(),
      name: namer.next(theme),
      type: 'slot',
      theme,
      ...SLOT_MODELS[model],
      isNew: random.chance(0.06),
      isHot,
      hasJackpot: random.chance(0.04),
      hasBuyFeature: model !== 'low' && random.chance(0.22),
      engineId: ENGINE.slot,
      engineModel: model,
    });
    if (isHot) games[games.length - 1]!.popularity += 1;
  }
  for (const [index, place] of PLACES.entries()) {
    const roulette = { tr: `${place[0]} Ruleti`, en: `${place[1]} Roulette` };
    const blackjack = { tr: `${place[0]} Blackjack`, en: `${place[1]} Blackjack` };
    // Single-zero roulette returns 97.30%; the studio's blackjack rules (6 decks, S17, DAS)
    // leave a 0.40% edge to basic strategy.
    for (const [name, engineId, rtpBp] of [
      [roulette, ENGINE.roulette, 9730],
      [blackjack, ENGINE.blackjack, 9960],
    ] as const) {
      if (!namer.take(name)) continue;
      games.push({
        ...base(),
        name,
        type: 'table',
        theme: index % 2 === 0 ? 'istanbul' : 'anatolian',
        volatility: 'low',
        rtpBp,
        isNew: false,
        isHot: false,
        hasJackpot: false,
        hasBuyFeature: false,
        engineId,
        engineModel: engineId === ENGINE.roulette ? 'european' : 'classic',
      });
    }
  }
  for (const { name, model } of CRASH_GAMES) {
    if (!namer.take(name)) continue;
    games.push({
      ...base(),
      name,
      type: 'crash',
      theme: 'space',
      volatility: 'high',
      rtpBp: model === 'spaceman' ? 9650 : 9700,
      isNew: random.chance(0.3),
      isHot: false,
      hasJackpot: false,
      hasBuyFeature: false,
      engineId: ENGINE.crash,
      engineModel: model,
    });
  }
  return games;
}
