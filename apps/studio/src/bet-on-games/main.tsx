import { LiveClient } from '@lale/contract/live/live-client';
import { LIVE_PATH } from '@lale/contract/live/limits';
import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import '../styles/blackjack.css';
import './bet-on-games.css';
import { BetOnGamesApp } from './bet-on-games-app.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(
  <BetOnGamesApp live={new LiveClient({ url: LIVE_PATH })} />,
);
