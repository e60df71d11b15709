import { CASINO_CATEGORY as C } from '@lale/contract/constants';
import type { GameSeed } from './games.ts';
import type { SeededRandom } from './random.ts';

export interface Membership {
  categoryId: number;
  gameId: number;
  position: number;
}

const byPopularity = (a: GameSeed, b: GameSeed) => b.popularity - a.popularity || a.id - b.id;

/**
 * Which games each casino shelf shows, in the operator's order: popularity for the
 * popular shelves, a curated (shuffled) order elsewhere.
 */
export function categoryMemberships(games: GameSeed[], random: SeededRandom): Membership[] {
  const slots = games.filter((g) => g.type === 'slot');
  const shelves: [number, GameSeed[]][] = [
    [C.mostPopular, [...slots].sort(byPopularity).slice(0, 120)],
    [C.popularOfTheDay, random.shuffle(slots.filter((g) => g.popularity > 0.5)).slice(0, 60)],
    [C.newArrivals, games.filter((g) => g.isNew).sort((a, b) => b.id - a.id)],
    [C.jackpot, random.shuffle(slots.filter((g) => g.hasJackpot))],
    [C.freeSpinPurchase, [...slots.filter((g) => g.hasBuyFeature)].sort(byPopularity)],
    [
      C.freeSpinPurchaseAlt,
      random.shuffle(slots.filter((g) => g.hasBuyFeature && g.volatility === 'high')),
    ],
    [C.miniGames, games.filter((g) => g.type === 'crash')],
    [C.boardGames, games.filter((g) => g.type === 'table')],
    [101, random.shuffle(slots.filter((g) => g.engineModel === 'low' && g.theme === 'fruit'))],
    [102, [...slots.filter((g) => g.engineModel === 'scatter-pays')].sort(byPopularity)],
    [103, random.shuffle(slots.filter((g) => g.theme === 'fruit'))],
    [104, random.shuffle(slots.filter((g) => g.theme === 'gems'))],
    [105, random.shuffle(slots.filter((g) => g.theme === 'myths'))],
  ];
  const drops = random.shuffle(slots).slice(0, 150);
  shelves.push([C.dropsAndWins, drops], [C.dropsAndWinsTournament, drops.slice(0, 50)]);
  return shelves.flatMap(([categoryId, members]) =>
    members.map((game, index) => ({ categoryId, gameId: game.id, position: index + 1 })),
  );
}
