import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { vendorChunks } from './vite.chunks.ts';
import { contractFacts } from './vite.contract-facts.ts';
import { earlyStart } from './vite.early-start.ts';
import { themeCss } from './vite.theme-css.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    contractFacts(),
    themeCss(),
    earlyStart([
      {
        pattern: '^/$',
        modules: ['src/features/home/pages/home-page.tsx', 'src/features/home/api/home-loader.ts'],
      },
      {
        pattern: '^/slot(/|$)',
        modules: [
          'src/features/lobby/pages/slot-lobby-page.tsx',
          'src/features/lobby/api/lobby-loader.ts',
        ],
      },
      {
        pattern: '^/live(/|$)',
        modules: [
          'src/features/lobby/pages/live-lobby-page.tsx',
          'src/features/lobby/api/lobby-loader.ts',
        ],
      },
    ]),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: {
    proxy: {
      '/endpoint': { target: api, ws: true },
      '/datas': api,
      '/games': api,
      '/media': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Lazy routes' own modulepreload lists would fetch every vendor chunk a page might need.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
});
