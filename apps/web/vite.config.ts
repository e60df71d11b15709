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

export default defineConfig(({ isSsrBuild }) => ({
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
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    // The server's renderer runs React's production build whatever NODE_ENV the server has.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
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
    rolldownOptions: isSsrBuild
      ? // The server's renderer (src/app/server-render): one file, every library inside it.
        { output: { codeSplitting: false } }
      : { output: { codeSplitting: { groups: vendorChunks } } },
  },
  ssr: { noExternal: true },
}));
