import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contractFacts } from './vite.contract-facts.ts';

export default defineConfig({
  plugins: [react(), contractFacts()],
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  test: { name: 'web', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
});
