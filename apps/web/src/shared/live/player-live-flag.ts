let live = false;

/**
 * Whether the `player` topic is being followed right now (its snapshot arrived on the open
 * connection). While it is, the balance and the notices stop polling: the socket moves them.
 */
export const isPlayerLive = (): boolean => live;

/** True when it changed. */
export function setPlayerLiveFlag(value: boolean): boolean {
  if (live === value) return false;
  live = value;
  return true;
}

/** Polling that stops while the `player` topic is live and resumes without it. */
export const unlessPlayerLive = (ms: number) => (): number | false => (live ? false : ms);
