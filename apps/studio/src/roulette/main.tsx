import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import '../shared/table/table.css';
import '../styles/roulette.css';
import { RouletteApp } from './roulette-app.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(<RouletteApp />);
