// Bundles the server into dist/main.js; workspace packages are inlined, npm packages stay external.
import fs from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await fs.readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@lale/'));

await fs.rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', 'src/cli/maintenance.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
await fs.cp('src/db/migrations', 'dist/migrations', { recursive: true });
// Each domain's functions and triggers (src/db/domain-sql.ts reads them from dist/domains).
for (const domain of await fs.readdir('src/domains', { withFileTypes: true })) {
  const sql = `src/domains/${domain.name}/sql`;
  if (domain.isDirectory() && (await fs.stat(sql).catch(() => null))?.isDirectory())
    await fs.cp(sql, `dist/domains/${domain.name}/sql`, { recursive: true });
}
