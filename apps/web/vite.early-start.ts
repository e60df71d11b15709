import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type OutputBundle, type OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Landing pages whose code is worth fetching beside the entry: path pattern → modules. */
export interface PreloadRoute {
  /** A regular expression over location.pathname. */
  pattern: string;
  /** Source files (relative to the app root) of the route's lazy parts. */
  modules: string[];
}

/** The early-start script's source (src/app/startup/early-start). */
const EARLY_START_ENTRY = 'src/app/startup/early-start/early-start.ts';

/**
 * The router loads a page's code, and the page asks for its data, only once the entry has run.
 * For the pages players land on, index.html carries a map of path → the page's chunks, and a
 * small script built on its own from EARLY_START_ENTRY (async, beside the entry) preloads the
 * current path's chunks and sends the page's first requests, so code and data arrive with the
 * entry instead of one round trip after it each. It stays an external file: the
 * content-security policy allows no inline script.
 */
export function earlyStart(routes: PreloadRoute[]): Plugin {
  let root = '';
  let scriptFile = '';
  return {
    name: 'lale-early-start',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    async buildStart() {
      const { output } = await build({
        input: path.resolve(root, EARLY_START_ENTRY),
        platform: 'browser',
        write: false,
        output: { format: 'iife', minify: true },
      });
      const code = output[0].code;
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      scriptFile = `assets/early-start-${hash}.js`;
      this.emitFile({ type: 'asset', fileName: scriptFile, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx): string {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter(
          (c): c is OutputChunk => c.type === 'chunk',
        );
        const entry = chunks.find((c) => c.isEntry);
        const initial = new Set(entry ? [entry.fileName, ...entry.imports] : []);
        const map = routes.map((route) => {
          const files = new Set<string>();
          for (const module of route.modules) {
            const chunk = chunks.find((c) => c.facadeModuleId === path.resolve(root, module));
            if (!chunk) throw new Error(`early-start: no chunk for ${module}`);
            collect(ctx.bundle as OutputBundle, chunk.fileName, files, initial);
          }
          return [route.pattern, [...files].map((file) => `/${file}`)];
        });
        // Right after <title> (the charset stays in the first bytes), before the entry's chunks:
        // the script must arrive before they do to help.
        const tags = [
          `<script type="application/json" id="route-preload">${JSON.stringify(map)}</script>`,
          `<script src="/${scriptFile}" async fetchpriority="high"></script>`,
        ].join('\n    ');
        return html.replace('</title>', `</title>\n    ${tags}`);
      },
    },
  };
}

/** A chunk, its static imports and their CSS, minus what the entry already loads. */
function collect(bundle: OutputBundle, file: string, out: Set<string>, skip: Set<string>): void {
  if (out.has(file) || skip.has(file)) return;
  const chunk = bundle[file];
  if (!chunk || chunk.type !== 'chunk') return;
  out.add(file);
  for (const css of chunk.viteMetadata?.importedCss ?? []) out.add(css);
  for (const imported of chunk.imports) collect(bundle, imported, out, skip);
}
