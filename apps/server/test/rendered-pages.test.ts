import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// index.html as the web build writes it: the app's script, its preloads and the route map.
const INDEX = `<!doctype html>
<html lang="tr" data-mantine-color-scheme="dark">
  <head>
    <title>Lale</title>
    <script type="application/json" id="route-preload">[["^/slot(/|$)",["/assets/lobby-1.js","/assets/lobby-1.css"]]]</script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// A renderer with the shape of the web build's (app/server-render/render-page.tsx): it asks the
// API in process, as the real one does, and renders what it got.
const RENDERER = `
export function createPageRenderer(send) {
  return async (url, lang, scheme) => {
    if (url.startsWith('/live')) throw new Error('the render failed');
    if (!url.startsWith('/slot')) return null;
    const response = await send('/endpoint/v1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', panel: 'frontend' },
      body: JSON.stringify({ api: { class: 'casino', method: 'category_list' }, data: { limit: 100, Lang: lang } }),
    });
    const reply = await response.json();
    globalThis.renders = (globalThis.renders ?? 0) + 1;
    return {
      html: '<main data-lang="' + lang + '" data-scheme="' + scheme + '">' + reply.data[0].name + '</main>',
      state: JSON.stringify({ lang }),
    };
  };
}`;

let app: TestApp;
let root: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lale-rendered-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(root, 'dist-server', 'render-page.js'), RENDERER);
  app = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.server.inject({ method: 'GET', url, headers });

describe('landing pages rendered by the server', () => {
  it('sends a guest the rendered page, with its data, styles and deferred code', async () => {
    const response = await page('/slot');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('cookie');
    const html = response.body;
    expect(html).toMatch(
      /<div id="root"><main data-lang="tr" data-scheme="dark">[^<]+<\/main><\/div>/,
    );
    expect(html).toContain('<script type="application/json" id="lale-rendered-state">');
    expect(html).toContain('<meta name="lale-rendered" content="">');
    // The page's own stylesheet comes with it; the app's code waits for the first paint.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/lobby-1.css">');
    expect(html).toContain(
      '<script type="application/json" id="app-code">["/assets/index-1.js","/assets/react-1.js"]</script>',
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('renders in the language of the cookie the app writes, and anything else in Turkish', async () => {
    const english = (await page('/slot/category/98', { cookie: 'lale_lang=en' })).body;
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('<main data-lang="en"');
    const unknown = (await page('/slot/category/98', { cookie: 'lale_lang=xx' })).body;
    expect(unknown).toContain('<main data-lang="tr"');
  });

  it('renders in the colour scheme of its cookie, dark when it says nothing the server can use', async () => {
    const light = (await page('/slot/category/27', { cookie: 'lale_scheme=light' })).body;
    expect(light).toContain('<html lang="tr" data-mantine-color-scheme="light"');
    expect(light).toContain('data-scheme="light"');
    // 'auto' follows the device: rendered as such, painted dark until the app knows.
    const auto = (await page('/slot/category/27', { cookie: 'lale_scheme=auto' })).body;
    expect(auto).toContain('<html lang="tr" data-mantine-color-scheme="dark"');
    expect(auto).toContain('data-scheme="auto"');
    const junk = (await page('/slot/category/27', { cookie: 'lale_scheme="><script>' })).body;
    expect(junk).toContain('data-scheme="dark"');
  });

  it('sends signed-in players, other pages and failed renders the plain page', async () => {
    for (const [url, headers] of [
      ['/slot', { cookie: 'lale_sid=abc' }],
      ['/profile', {}],
      ['/live', {}],
    ] as const) {
      const response = await page(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain(
        '<script type="module" crossorigin src="/assets/index-1.js">',
      );
    }
  });

  it('compresses the page for browsers that accept it', async () => {
    const brotli = await page('/slot/provider/1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain('<main data-lang=');
    const gzip = await page('/slot/provider/1', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<main data-lang=');
  });

  it('renders a page once for the many guests who ask for it at the same time', async () => {
    const before = (globalThis as { renders?: number }).renders ?? 0;
    await Promise.all(Array.from({ length: 20 }, () => page('/slot/type/table')));
    expect((globalThis as { renders?: number }).renders).toBe(before + 1);
  });

  it('sends the plain page rather than queue renders without bound', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => page(`/slot/provider/${1000 + i}`)),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const rendered = responses.filter((response) => response.body.includes('<main data-lang='));
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThanOrEqual(8);
  });

  it('renders a landing page the same whatever its query string says', async () => {
    const before = (globalThis as { renders?: number }).renders ?? 0;
    await page('/slot/category/60?utm_source=mail');
    await page('/slot/category/60?utm_source=ad');
    expect((globalThis as { renders?: number }).renders).toBe(before + 1);
  });

  it('renders a page again at once after an operator changes the catalogue', async () => {
    const before = (globalThis as { renders?: number }).renders ?? 0;
    await page('/slot/category/61');
    await page('/slot/category/61');
    expect((globalThis as { renders?: number }).renders).toBe(before + 1);
    app.changes.announce('catalogue');
    await page('/slot/category/61');
    expect((globalThis as { renders?: number }).renders).toBe(before + 2);
  });
});
