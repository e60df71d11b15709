import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import '../styles/blackjack.css';
import '../styles/video-poker.css';
import { VideoPokerApp } from './video-poker-app.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(<VideoPokerApp />);
