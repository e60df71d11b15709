import type { Lang } from './lang.ts';

/** What the game page says before a round whose stake will not count (issue 38). */
const tr = {
  belowTournament: (title: string, min: string) =>
    `Bu tur “${title}” turnuvasına sayılmaz: en az bahis ${min}.`,
  noContribution: (bonus: string) => `Bu oyundaki bahisler “${bonus}” çevrimine sayılmaz (%0).`,
  partContribution: (bonus: string, percent: number) =>
    `Bu oyunda bahsin yalnızca %${percent}’i “${bonus}” çevrimine sayılır.`,
  overBonusMax: (bonus: string, max: string) =>
    `“${bonus}” çevrimi sürerken bu bahis kabul edilmez: en çok ${max}.`,
};

export type StakeNotesDictionary = typeof tr;

const en: StakeNotesDictionary = {
  belowTournament: (title, min) =>
    `This round will not count for “${title}”: the minimum stake is ${min}.`,
  noContribution: (bonus) => `Bets in this game do not count toward “${bonus}” wagering (0%).`,
  partContribution: (bonus, percent) =>
    `Only ${percent}% of a stake in this game counts toward “${bonus}” wagering.`,
  overBonusMax: (bonus, max) =>
    `This bet is refused while “${bonus}” is being wagered: the maximum is ${max}.`,
};

export const stakeNotesText: Record<Lang, StakeNotesDictionary> = { tr, en };
