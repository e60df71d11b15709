/** A team's strength as multipliers of the league average: attack 1.2 scores 20% more. */
export interface FootballTeamRating {
  attack: number;
  /** Goals conceded as a multiple of average: 0.8 concedes 20% fewer. */
  defence: number;
}

export interface FootballRatingsInput {
  home: FootballTeamRating;
  away: FootballTeamRating;
  /** Goals an average team scores away to an average team. */
  baseGoals?: number;
  /** Multiplies the home side's goals; 1 on a neutral ground. */
  homeAdvantage?: number;
}

/** Near the big European leagues' averages: about 1.5 goals at home and 1.15 away. */
export const FOOTBALL_RATING_DEFAULTS = { baseGoals: 1.15, homeAdvantage: 1.3 } as const;

function positive(value: number, name: string): number {
  if (!(value > 0) || !Number.isFinite(value)) throw new RangeError(`${name} must be > 0`);
  return value;
}

/**
 * Expected goals as in Dixon and Coles (1997): λ_home = base · attack_home · defence_away ·
 * home advantage, λ_away = base · attack_away · defence_home.
 */
export function expectedGoals(input: FootballRatingsInput): { home: number; away: number } {
  const base = positive(input.baseGoals ?? FOOTBALL_RATING_DEFAULTS.baseGoals, 'baseGoals');
  const advantage = positive(
    input.homeAdvantage ?? FOOTBALL_RATING_DEFAULTS.homeAdvantage,
    'homeAdvantage',
  );
  const { home, away } = input;
  for (const [name, value] of Object.entries({
    homeAttack: home.attack,
    homeDefence: home.defence,
    awayAttack: away.attack,
    awayDefence: away.defence,
  }))
    positive(value, name);
  return {
    home: base * home.attack * away.defence * advantage,
    away: base * away.attack * home.defence,
  };
}
