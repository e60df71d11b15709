// `npm start`: builds whatever is missing or older than its sources, then serves SPA and API
// on one port (PORT, default 3000) on the embedded database with demo data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { announceWhenReady } from './announce-ready.mjs';
import { ensureBuilt, root } from './ensure-built.mjs';

ensureBuilt();
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
let exited = false;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  exited = true;
  process.exit(code ?? 0);
});
await announceWhenReady({
  host: process.env.HOST ?? '0.0.0.0',
  port: Number(process.env.PORT ?? 3000),
  running: () => !exited,
});
