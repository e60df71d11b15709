import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import '../styles/blackjack.css';
import { BlackjackApp } from './blackjack-app.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(<BlackjackApp />);
