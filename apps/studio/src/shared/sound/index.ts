import { hadUserGesture } from './gesture.ts';
import { isMuted } from './mute-store.ts';
import type { SoundName } from './recipes.ts';
import { synthesise } from './synth.ts';

export type { SoundName } from './recipes.ts';
export { followPlayerSound, isMuted, setMuted, type PlayerSound } from './mute-store.ts';
export { useMuted } from './use-muted.ts';

/** Plays a short effect, unless sound is off or nobody has touched the page yet. */
export function playSound(name: SoundName): void {
  if (isMuted() || !hadUserGesture()) return;
  try {
    synthesise(name);
  } catch {
    // A browser without working audio plays the game silently.
  }
}
