import { LiveClient } from '@lale/contract/live/live-client';
import { LIVE_PATH } from '@lale/contract/live/limits';
import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import '../styles/live.css';
import '../styles/live-games.css';
import { LiveApp } from './live-app.tsx';

const live = new LiveClient({ url: LIVE_PATH });

createRoot(document.getElementById('root') as HTMLElement).render(<LiveApp live={live} />);
