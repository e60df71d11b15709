/**
 * Whether sound is off: off until the player turns it on, remembered in localStorage per player
 * when the page knows who plays (`setSoundOwner`), otherwise per browser.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let owner: string | null = null;
let cached: boolean | null = null;

const storageKey = () => (owner ? `lale.sound.${owner}` : 'lale.sound');

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function isMuted(): boolean {
  if (cached === null) cached = storage()?.getItem(storageKey()) !== 'on';
  return cached;
}

export function setMuted(muted: boolean): void {
  storage()?.setItem(storageKey(), muted ? 'off' : 'on');
  cached = muted;
  listeners.forEach((listener) => listener());
}

/** Keys the remembered choice by player; null goes back to the browser-wide choice. */
export function setSoundOwner(player: string | null): void {
  if (player === owner) return;
  owner = player;
  cached = null;
  listeners.forEach((listener) => listener());
}

export function subscribeMuted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
