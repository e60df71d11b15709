export type Side = 'home' | 'away';
export type MatchResult = 'home' | 'draw' | 'away';

/** Goals (or sets, points) of the two sides. */
export interface Score {
  home: number;
  away: number;
}

export function resultOf(score: Score): MatchResult {
  return score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
}

export function isScore(score: Score): boolean {
  return (
    typeof score === 'object' &&
    score !== null &&
    Number.isSafeInteger(score.home) &&
    Number.isSafeInteger(score.away) &&
    score.home >= 0 &&
    score.away >= 0
  );
}

/** A score as shown: "2-1", home first. */
export function scoreText({ home, away }: Score): string {
  return `${home}-${away}`;
}
