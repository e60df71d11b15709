/** Points a team scores against an average defence, and allows against an average offence. */
export interface BasketballTeamRating {
  offence: number;
  defence: number;
}

export interface BasketballRatingsInput {
  home: BasketballTeamRating;
  away: BasketballTeamRating;
  /** Points an average team scores in the league (about 80 in EuroLeague and BSL). */
  leagueAverage: number;
  /** Points the home side gains on the margin (about 3). */
  homeAdvantage?: number;
}

/** The additive ratings model: each side's points = its offence + the other's defence − average. */
export function basketballExpectations(input: BasketballRatingsInput): {
  expectedMargin: number;
  expectedTotal: number;
} {
  const advantage = input.homeAdvantage ?? 3;
  const { home, away, leagueAverage } = input;
  const values = [home.offence, home.defence, away.offence, away.defence, leagueAverage, advantage];
  if (!values.every(Number.isFinite)) throw new RangeError('ratings must be finite');
  const homePoints = home.offence + away.defence - leagueAverage + advantage / 2;
  const awayPoints = away.offence + home.defence - leagueAverage - advantage / 2;
  return { expectedMargin: homePoints - awayPoints, expectedTotal: homePoints + awayPoints };
}
