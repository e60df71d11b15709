/**
 * Whether sound is off: off until the player turns it on. A signed-in player's choice is kept on
 * the server (`followPlayerSound`), so it follows them to any device and another player on the
 * same browser keeps their own; a page without a player remembers it per browser (localStorage).
 */
type Listener = () => void;

/** The signed-in player's saved choice and the way to save a new one. */
export interface PlayerSound {
  muted: boolean;
  save: (muted: boolean) => void;
}

const STORAGE_KEY = 'lale.sound';
const listeners = new Set<Listener>();
let player: PlayerSound | null = null;
let browserChoice: boolean | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const notify = () => listeners.forEach((listener) => listener());

export function isMuted(): boolean {
  if (player) return player.muted;
  if (browserChoice === null) browserChoice = storage()?.getItem(STORAGE_KEY) !== 'on';
  return browserChoice;
}

export function setMuted(muted: boolean): void {
  if (player) {
    player = { ...player, muted };
    player.save(muted);
  } else {
    storage()?.setItem(STORAGE_KEY, muted ? 'off' : 'on');
    browserChoice = muted;
  }
  notify();
}

/** From now on the switch shows and saves the player's own choice; null: the browser's again. */
export function followPlayerSound(sound: PlayerSound | null): void {
  player = sound;
  notify();
}

export function subscribeMuted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
