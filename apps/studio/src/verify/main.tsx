import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import '../styles/slot.css';
import '../styles/verify.css';
import '../styles/blackjack.css';
import '../styles/video-poker.css';
import '../bet-on-games/bet-on-games.css';
import '../dice/dice.css';
import { BetOnGamesVerify } from './bet-on-games-verify.tsx';
import { VerifyApp } from './verify-app.tsx';

const engine = new URLSearchParams(window.location.search).get('engine');
createRoot(document.getElementById('root') as HTMLElement).render(
  engine === 'bet-on-games' ? <BetOnGamesVerify /> : <VerifyApp />,
);
