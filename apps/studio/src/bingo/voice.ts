import type { Lang } from '../i18n/lang.ts';

const MUTED_KEY = 'lale.bingo.muted';

/** Whether the player muted the caller; remembered across games and visits. */
export function readMuted(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeMuted(muted: boolean, storage: Pick<Storage, 'setItem'> = localStorage) {
  try {
    storage.setItem(MUTED_KEY, muted ? '1' : '0');
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this page only.
  }
}

/** Speaks a called number in the page's language (tr-TR or en-GB), if the browser can. */
export function speakNumber(number: number, lang: Lang): void {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
  const utterance = new SpeechSynthesisUtterance(String(number));
  utterance.lang = lang === 'tr' ? 'tr-TR' : 'en-GB';
  const voice = window.speechSynthesis
    .getVoices()
    .find((candidate) => candidate.lang.replace('_', '-').startsWith(utterance.lang.slice(0, 2)));
  if (voice) utterance.voice = voice;
  utterance.rate = 0.95;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}
