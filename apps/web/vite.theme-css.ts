import path from 'node:path';
import type { Plugin } from 'vite';
import { runnerImport } from 'vite';

const ID = 'virtual:lale/theme.css';
const RESOLVED = `\0${ID}`;

/**
 * `import 'virtual:lale/theme.css'`: the theme's CSS variables as a stylesheet, computed from
 * the theme when the app is built (src/app/providers/theme-css.ts) instead of in the browser
 * on every start.
 */
export function themeCss(): Plugin {
  return {
    name: 'lale-theme-css',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const file = path.resolve(import.meta.dirname, 'src/app/providers/theme-css.ts');
      const { module } = await runnerImport<{ themeCss: () => string }>(file, {
        configFile: false,
        logLevel: 'error',
      });
      return module.themeCss();
    },
  };
}
