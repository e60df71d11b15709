import type { StakeRulesReply } from '@lale/contract/studio/stake-rules';
import type { Lang } from '../i18n/lang.ts';
import { stakeNotesText } from '../i18n/stake-notes.ts';
import { formatMoney } from './money.ts';

export interface StakeNote {
  kind: 'tournament' | 'bonus-contribution' | 'bonus-max-bet';
  text: string;
}

/**
 * What a round at `stake` will not do, said before it is played: count for a tournament the
 * player joined (below its minimum), count toward the wagering bonus (a game that counts 0%
 * or part of it), or be accepted at all (over the bonus's largest bet).
 */
export function stakeNotes(rules: StakeRulesReply | null, stake: number, lang: Lang): StakeNote[] {
  if (!rules) return [];
  const text = stakeNotesText[lang];
  const notes: StakeNote[] = rules.tournaments
    .filter((tournament) => stake < tournament.minStake)
    .map((tournament) => ({
      kind: 'tournament',
      text: text.belowTournament(tournament.title, formatMoney(tournament.minStake, lang)),
    }));
  const bonus = rules.bonus;
  if (bonus && bonus.maxBet !== null && stake > bonus.maxBet)
    notes.push({
      kind: 'bonus-max-bet',
      text: text.overBonusMax(bonus.name, formatMoney(bonus.maxBet, lang)),
    });
  else if (bonus && bonus.contribution <= 0)
    notes.push({ kind: 'bonus-contribution', text: text.noContribution(bonus.name) });
  else if (bonus && bonus.contribution < 100)
    notes.push({
      kind: 'bonus-contribution',
      text: text.partContribution(bonus.name, bonus.contribution),
    });
  return notes;
}
