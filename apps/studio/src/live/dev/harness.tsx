// Dev only (`npx vite` in apps/studio, then
// /games/src/live/dev/harness.html?kind=roulette&phase=draw&at=4000&lang=en&run=1):
// the live page on a recorded room of any kind, frozen `at` ms into `phase` unless `run`.
import {
  isLiveTableKind,
  LIVE_TABLE_PHASES,
  type LiveTablePhase,
} from '@lale/contract/live-tables/kinds';
import { createRoot } from 'react-dom/client';
import '../../styles/base.css';
import '../../styles/live.css';
import '../../styles/live-games.css';
import { LiveApp } from '../live-app.tsx';
import { FakeTable } from './fake-table.ts';
import { answerGameApiWith } from './install-fetch.ts';
import { recording } from './recordings/index.ts';

const query = new URLSearchParams(window.location.search);
const kind = query.get('kind');
const phase = query.get('phase') as LiveTablePhase | null;
const table = new FakeTable(
  recording(
    isLiveTableKind(kind) ? kind : 'roulette',
    phase && LIVE_TABLE_PHASES.includes(phase) ? phase : 'betting',
    Number(query.get('at') ?? 4_000),
    Date.now(),
  ),
  query.get('lang') === 'en' ? 'en' : 'tr',
  query.has('run'),
);
sessionStorage.clear();
if (!query.has('token')) {
  query.set('token', 'dev');
  window.history.replaceState(null, '', `?${query}`);
}
answerGameApiWith(table);

createRoot(document.getElementById('root') as HTMLElement).render(<LiveApp live={table} />);
