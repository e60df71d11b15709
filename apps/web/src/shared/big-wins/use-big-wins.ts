import { useSyncExternalStore } from 'react';
import { useLiveTopic } from '../live/use-live-topic.ts';
import { emptyBigWins, reduceBigWins, type BigWinsState } from './big-wins-state.ts';

// One list for the tab: going from the home strip to the full screen keeps what was seen.
let state: BigWinsState = emptyBigWins;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const current = () => state;
const onServer = () => emptyBigWins;

/** Tests. */
export function resetBigWins(): void {
  state = emptyBigWins;
}

/** The public big-wins feed (`feed:big-wins`), followed while a component shows it. */
export function useBigWins(): BigWinsState {
  useLiveTopic('feed:big-wins', (message) => {
    const next = reduceBigWins(state, message);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  });
  return useSyncExternalStore(subscribe, current, onServer);
}
