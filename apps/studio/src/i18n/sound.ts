import type { Lang } from './lang.ts';

/** The sound switch's one name: whether sound is on is its pressed state, never a second name. */
const tr = {
  sound: 'Ses',
};

export type SoundDictionary = typeof tr;

const en: SoundDictionary = {
  sound: 'Sound',
};

export const soundText: Record<Lang, SoundDictionary> = { tr, en };
