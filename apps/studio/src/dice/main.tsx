import { LiveClient } from '@lale/contract/live/live-client';
import { LIVE_PATH } from '@lale/contract/live/limits';
import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import './dice.css';
import { DiceApp } from './dice-app.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(
  <DiceApp live={new LiveClient({ url: LIVE_PATH })} />,
);
