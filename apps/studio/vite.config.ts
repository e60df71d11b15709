import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const PAGES = [
  'slot',
  'roulette',
  'blackjack',
  'crash',
  'live',
  'video-poker',
  'bet-on-games',
  'bingo',
  'dice',
  'verify',
] as const;
const api = 'http://127.0.0.1:3000';

/** One small page per engine plus the verify page, served by the server under /games/. */
export default defineConfig({
  base: '/games/',
  plugins: [react()],
  server: { proxy: { '/games/api': api } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: Object.fromEntries(
        PAGES.map((page) => [page, resolve(import.meta.dirname, page, 'index.html')]),
      ),
      // zod in a chunk of its own: only the pages that parse with it load it, not every page
      // that shares React with them.
      output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] } },
    },
  },
});
