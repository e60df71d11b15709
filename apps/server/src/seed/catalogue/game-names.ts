import type { SeededRandom } from './random.ts';
import {
  ADJECTIVES,
  COMPOUNDS,
  EDITIONS,
  THEME_NOUNS,
  type Theme,
  type Word,
} from './game-words.ts';

export interface GameName {
  tr: string;
  en: string;
}

const join = (...words: Word[]): GameName => ({
  tr: words.map((w) => w[0]).join(' '),
  en: words.map((w) => w[1]).join(' '),
});

/** Draws names of a theme, never the same Turkish or English name twice. */
export class GameNamer {
  private readonly taken = new Set<string>();

  constructor(private readonly random: SeededRandom) {}

  next(theme: Theme): GameName {
    for (let attempt = 0; attempt < 200; attempt++) {
      const name = this.draw(theme);
      if (this.take(name)) return name;
    }
    throw new Error(`ran out of names for ${theme}`);
  }

  /** Reserves a fixed name (table games, crash games); false when already used. */
  take(name: GameName): boolean {
    const keys = [`tr:${name.tr.toLowerCase()}`, `en:${name.en.toLowerCase()}`];
    if (keys.some((key) => this.taken.has(key))) return false;
    for (const key of keys) this.taken.add(key);
    return true;
  }

  private draw(theme: Theme): GameName {
    const r = this.random;
    const noun = r.pick(THEME_NOUNS[theme]);
    const roll = r.next();
    if (roll < 0.38) return join(r.pick(ADJECTIVES), noun);
    if (roll < 0.66) return join(noun, r.pick(COMPOUNDS));
    if (roll < 0.84) return join(r.pick(ADJECTIVES), noun, r.pick(COMPOUNDS));
    if (roll < 0.93) return join(r.pick(ADJECTIVES), noun, r.pick(EDITIONS));
    return join(noun, r.pick(COMPOUNDS), r.pick(EDITIONS));
  }
}
