// Dev only (`npx vite` in apps/studio, then /games/src/crash/dev/harness.html?model=&scenario=&at=&lang=):
// the crash page against a simulated room and API. The build does not include it.
import { createRoot } from 'react-dom/client';
import '../../styles/base.css';
import '../../styles/crash.css';
import { CrashApp } from '../crash-app.tsx';
import { FakeServer, type FakeOptions } from './fake-server.ts';

const query = new URLSearchParams(window.location.search);
const server = new FakeServer({
  model: query.get('model') === 'spaceman' ? 'spaceman' : 'zeplin',
  scenario: (query.get('scenario') as FakeOptions['scenario']) ?? 'live',
  at: Number(query.get('at') ?? 247),
});
sessionStorage.clear();

const realFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    window.location.href,
  );
  if (!url.pathname.startsWith('/games/api/v1')) return realFetch(input, init);
  const path = url.pathname.slice('/games/api/v1'.length) + url.search;
  const body =
    typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
  await new Promise((resolve) => setTimeout(resolve, 60));
  const [status, reply] = server.route(init?.method ?? 'GET', path, body);
  return new Response(JSON.stringify(reply), {
    status,
    headers: { 'content-type': 'application/json' },
  });
};

createRoot(document.getElementById('root') as HTMLElement).render(<CrashApp live={server} />);
