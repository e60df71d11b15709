import { LobbyView } from '../components/lobby-view.tsx';

/** /slot and its category, type and provider pages. */
export function SlotLobbyPage() {
  return <LobbyView lobby="slot" />;
}
