// Builds whatever is missing or older than its sources (`npm start`, `npm run cluster`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

const targets = [
  {
    // Written last by the web build (after dist/): the server's page renderer.
    output: 'apps/web/dist-server/render-page.js',
    sources: ['apps/web/src', 'apps/web/index.html', 'packages/contract/src'],
    build: '@lale/web',
    after: 'scripts/compress-assets.mjs',
  },
  {
    output: 'apps/studio/dist/slot/index.html',
    sources: ['apps/studio/src', 'apps/studio/vite.config.ts', 'packages/games/src'],
    build: '@lale/studio',
    after: 'scripts/compress-assets.mjs',
  },
  {
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'packages/contract/src', 'packages/games/src'],
    build: '@lale/server',
  },
];

export function ensureBuilt() {
  for (const target of targets) {
    const output = path.join(root, target.output);
    const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
    const newest = Math.max(
      ...target.sources.map((source) => newestMtime(path.join(root, source))),
    );
    if (newest <= builtAt) continue;
    console.log(`building ${target.build}…`);
    const result = spawnSync('npm', ['run', '-s', 'build', '-w', target.build], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
    if (target.after)
      spawnSync(process.execPath, [path.join(root, target.after)], { cwd: root, stdio: 'inherit' });
  }
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}
