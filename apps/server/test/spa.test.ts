import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lale-spa-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Lale</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  app = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the built SPA', () => {
  it('answers any page path with index.html, never cached, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.server.inject({ method, url: '/slot/category/94' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the app with 404 for a path that is none of its pages, 200 for every page', async () => {
    for (const url of ['/no-such-page', '/slot/category/94/extra', '/sport/event/x/y', '/playx']) {
      const response = await app.server.inject(url);
      expect(response.statusCode, url).toBe(404);
      // The app's own not-found page says so to the player.
      expect(response.body, url).toContain('<title>Lale</title>');
    }
    const pages = [
      '/',
      '/About-Us/',
      '/play/casino/123',
      '/play/live/7/roulette/Lale',
      '/sport/event/x',
      '/tournaments/5',
      '/live/provider/3?x=1',
      '/profile',
      '/backoffice/players',
    ];
    for (const url of pages) expect((await app.server.inject(url)).statusCode, url).toBe(200);
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.server.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths and missing files with 404, not the page', async () => {
    expect((await app.server.inject('/endpoint/nope')).statusCode).toBe(404);
    const backoffice = await app.server.inject('/backoffice/api/v1/nope');
    expect(backoffice.statusCode).toBe(404);
    expect(backoffice.headers['content-type']).toMatch(/application\/json/);
    expect((await app.server.inject('/assets/missing.js')).statusCode).toBe(404);
  });
});
