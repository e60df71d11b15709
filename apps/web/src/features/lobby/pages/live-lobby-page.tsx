import { LobbyView } from '../components/lobby-view.tsx';

/** /live and its category, type and provider pages. */
export function LiveLobbyPage() {
  return <LobbyView lobby="live" />;
}
