import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import '../shared/table/table.css';
import './blackjack.css';
import { BlackjackApp } from './blackjack-app.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(<BlackjackApp />);
