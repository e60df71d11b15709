import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Landing pages whose code is worth fetching beside the entry: path pattern → modules. */
export interface PreloadRoute {
  /** A regular expression over location.pathname. */
  pattern: string;
  /** Source files (relative to the app root) of the route's lazy parts. */
  modules: string[];
}

/**
 * The router loads a page's code only once the entry has run. For the pages players land on,
 * index.html carries a map of path → the page's chunks, and /route-preload.js (async, beside
 * the entry) adds modulepreload links for the current path, so the page's code arrives with
 * the entry instead of one round trip after it.
 */
export function routePreload(routes: PreloadRoute[]): Plugin {
  let root = '';
  return {
    name: 'lale-route-preload',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
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
            if (!chunk) throw new Error(`route-preload: no chunk for ${module}`);
            collect(ctx.bundle as OutputBundle, chunk.fileName, files, initial);
          }
          return [route.pattern, [...files].map((file) => `/${file}`)];
        });
        // Right after <title> (the charset stays in the first bytes), before the entry's chunks:
        // the script must arrive before they do to help.
        const tags = [
          `<script type="application/json" id="route-preload">${JSON.stringify(map)}</script>`,
          '<script src="/route-preload.js" async fetchpriority="high"></script>',
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
