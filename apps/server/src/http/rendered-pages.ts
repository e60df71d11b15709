import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { normalizeLang, type Lang } from '@lale/contract/languages';
import {
  APP_CODE_ID,
  COLOR_SCHEME_COOKIE,
  LANGUAGE_COOKIE,
  normalizeColorScheme,
  RENDERED_PAGE_MARK,
  RENDERED_STATE_ID,
  type ColorScheme,
} from '@lale/contract/rendered-page';
import { parse } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session-cookie.ts';
import { TtlCache } from '../platform/ttl-cache.ts';

/** A page is rendered again at most this often: its lists are cached as long anyway. */
const PAGE_CACHE_TTL_MS = 5_000;
const PAGE_CACHE_ENTRIES = 500;
/**
 * Renders run one at a time (the renderer's module state). Beyond this many waiting, a page is
 * sent unrendered: a flood of distinct addresses costs the players in the queue nothing.
 */
const MAX_WAITING_RENDERS = 8;

/** The web build's renderer (apps/web/src/app/server-render/render-page.tsx). */
interface RendererModule {
  createPageRenderer(
    send: Send,
  ): (url: string, lang: Lang, scheme: ColorScheme) => Promise<RenderedPage | null>;
}
type Send = (url: string, init: RequestInit) => Promise<Response>;
interface RenderedPage {
  html: string;
  state: string;
}

/** A page ready to send, compressed once for every player who gets it from the cache. */
export interface PageBody {
  encoding: 'br' | 'gzip' | null;
  body: Buffer;
}
interface CachedPage {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function rendererBeside(webDist: string): string {
  return path.resolve(webDist, '../dist-server/render-page.js');
}

/**
 * Guests' landing pages (home and the lobbies) sent already rendered: the browser paints the
 * page, its first games' artwork included, before the app's code has arrived, and the app then
 * takes it over (hydration). Signed-in players, other pages and a page whose data could not be
 * loaded get the plain index.html. Null when the web build has no renderer.
 */
export async function createRenderedPages(
  app: FastifyInstance,
  webDist: string,
  contentVersion: () => number = () => 0,
): Promise<((request: FastifyRequest) => Promise<PageBody | null>) | null> {
  const file = rendererBeside(webDist);
  if (!fs.existsSync(file)) {
    app.log.warn({ file }, 'no page renderer in the web build: every page is sent unrendered');
    return null;
  }
  const template = pageTemplate(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  const { createPageRenderer } = (await import(pathToFileURL(file).href)) as RendererModule;
  const render = createPageRenderer(async (url, init) => {
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    // A fault is no page to render: the plain page's app will meet it and say so.
    if (reply.statusCode >= 500) throw new Error(`${url} answered ${reply.statusCode}`);
    return new Response(reply.body, {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
    });
  });
  const pages = new TtlCache<CachedPage | null>(PAGE_CACHE_TTL_MS, PAGE_CACHE_ENTRIES);

  let waiting = 0;

  return async (request) => {
    const cookies = parse(request.headers.cookie ?? '');
    if (cookies[SESSION_COOKIE]) return null;
    const lang = normalizeLang(cookies[LANGUAGE_COOKIE]);
    const scheme = normalizeColorScheme(cookies[COLOR_SCHEME_COOKIE]);
    // A landing page shows the same whatever its query string says.
    const pathname = new URL(request.url, 'http://lale.invalid').pathname;
    // An operator's catalogue edit shows at once: a page cached before it is never sent after.
    const key = `${contentVersion()} ${lang} ${scheme} ${pathname}`;
    if (!pages.has(key) && waiting >= MAX_WAITING_RENDERS) return null;
    const page = await pages.get(key, async () => {
      waiting++;
      try {
        const rendered = await render(pathname, lang, scheme);
        if (!rendered) return null;
        const plain = Buffer.from(template.fill(lang, scheme, pathname, rendered));
        const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } };
        const [br, gz] = await Promise.all([brotli(plain, brotliOptions), gzip(plain)]);
        return { plain, br, gzip: gz };
      } catch (error) {
        request.log.warn({ err: error, pathname }, 'page render failed: sent unrendered');
        return null;
      } finally {
        waiting--;
      }
    });
    if (!page) return null;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return { encoding: 'br', body: page.br };
    if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: page.gzip };
    return { encoding: null, body: page.plain };
  };
}

/**
 * index.html, with the places a rendered page fills in. The app's script and its preloads
 * become a list the early-start script loads once the page has painted (web:
 * app/startup/early-start/app-code.ts).
 */
function pageTemplate(index: string) {
  const htmlTag = '<html lang="tr" data-mantine-color-scheme="dark"';
  const anchors = [htmlTag, '<title>', '</head>', '<div id="root"></div>'];
  for (const anchor of anchors)
    if (!index.includes(anchor)) throw new Error(`index.html lacks ${anchor}`);
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(index);
  if (!entry) throw new Error("index.html lacks the app's module script");
  const preloads = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const code = [entry[1]!, ...[...index.matchAll(preloads)].map((match) => match[1]!)];
  const html = index
    .replace(preloads, '')
    .replace(
      entry[0],
      `<script type="application/json" id="${APP_CODE_ID}">${JSON.stringify(code)}</script>\n    `,
    );
  const routeStyles = routeStylesheets(index);
  return {
    fill(lang: Lang, scheme: ColorScheme, pathname: string, page: RenderedPage): string {
      // The page's own stylesheets load with the page, not when its code asks for them:
      // the markup is there to paint before the code runs.
      const styles = (routeStyles.find(([pattern]) => pattern.test(pathname))?.[1] ?? [])
        .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
        .join('');
      return (
        html
          // 'auto' follows the device, which only the browser knows: dark until the app starts.
          .replace(
            htmlTag,
            `<html lang="${lang}" data-mantine-color-scheme="${scheme === 'light' ? 'light' : 'dark'}"`,
          )
          .replace('<title>', `<meta name="${RENDERED_PAGE_MARK}" content="">\n    <title>`)
          .replace('</head>', `${styles}</head>`)
          .replace(
            '<div id="root"></div>',
            () =>
              `<div id="root">${page.html}</div>` +
              `<script type="application/json" id="${RENDERED_STATE_ID}">${page.state}</script>`,
          )
      );
    },
  };
}

/** The landing pages' stylesheets, from the route map the web build writes (vite.early-start.ts). */
function routeStylesheets(html: string): [RegExp, string[]][] {
  const block = /<script type="application\/json" id="route-preload">(.*?)<\/script>/s.exec(html);
  const routes = JSON.parse(block?.[1] ?? '[]') as [string, string[]][];
  return routes.map(([pattern, files]) => [
    new RegExp(pattern),
    files.filter((file) => file.endsWith('.css')),
  ]);
}
