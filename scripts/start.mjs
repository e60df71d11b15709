// `npm start`: builds whatever is missing or older than its sources, then serves SPA and API
// on one port (PORT, default 3000) on the embedded database with demo data.
import { spawn } from 'node:child_process';
import path from 'node:path';
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
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
