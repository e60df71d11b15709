import { create } from 'zustand';
import type { LaunchKind } from './launch-target.ts';

/** SPEC §3 "game in play": name, provider and the game (slot) or table (live) id. */
export interface CurrentGame {
  kind: LaunchKind;
  id: number;
  name: string;
  providerName: string | null;
}

export const useCurrentGame = create<{ game: CurrentGame | null }>()(() => ({ game: null }));

/** SPEC §4: initialising a different game clears the current one. */
export function beginLaunch(kind: LaunchKind, id: number): void {
  const { game } = useCurrentGame.getState();
  if (game && (game.kind !== kind || game.id !== id)) useCurrentGame.setState({ game: null });
}

/** The launch succeeded: this is the game in play. */
export function setCurrentGame(game: CurrentGame): void {
  useCurrentGame.setState({ game });
}
