import type { TournamentScoring } from '@lale/contract/tournaments';
import type { Lang } from '@lale/contract/languages';
import { formatMoney } from '../lib/format.ts';

/** A score as its rule reads: money, rounds, or a multiplier (hundredths: 250 → 2.50x). */
export function formatScore(score: number, scoring: TournamentScoring, lang: Lang): string {
  if (scoring === 'total_stake' || scoring === 'net_win') return formatMoney(score, 'TRY', lang);
  if (scoring === 'most_rounds') return score.toLocaleString(lang === 'tr' ? 'tr-TR' : 'en-GB');
  return `${(score / 100).toLocaleString(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}x`;
}
