import { LiveClient } from '@lale/contract/live/live-client';
import { LIVE_PATH } from '@lale/contract/live/limits';
import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import './bingo.css';
import { BingoApp } from './bingo-app.tsx';

const live = new LiveClient({ url: LIVE_PATH });

createRoot(document.getElementById('root') as HTMLElement).render(<BingoApp live={live} />);
