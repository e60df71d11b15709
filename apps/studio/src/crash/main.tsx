import { LiveClient } from '@lale/contract/live/live-client';
import { LIVE_PATH } from '@lale/contract/live/limits';
import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import '../styles/crash.css';
import { CrashApp } from './crash-app.tsx';

const live = new LiveClient({ url: LIVE_PATH });

createRoot(document.getElementById('root') as HTMLElement).render(<CrashApp live={live} />);
