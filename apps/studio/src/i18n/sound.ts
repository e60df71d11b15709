import type { Lang } from './lang.ts';

const tr = {
  soundOn: 'Sesi aç',
  soundOff: 'Sesi kapat',
};

export type SoundDictionary = typeof tr;

const en: SoundDictionary = {
  soundOn: 'Turn sound on',
  soundOff: 'Turn sound off',
};

export const soundText: Record<Lang, SoundDictionary> = { tr, en };
