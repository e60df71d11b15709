import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
let root: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lale-studio-'));
  const web = path.join(root, 'web', 'dist');
  const studio = path.join(root, 'studio', 'dist');
  fs.mkdirSync(web, { recursive: true });
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Lale</title>');
  fs.mkdirSync(path.join(studio, 'assets'), { recursive: true });
  for (const page of ['slot', 'roulette', 'blackjack', 'verify']) {
    fs.mkdirSync(path.join(studio, page));
    fs.writeFileSync(
      path.join(studio, page, 'index.html'),
      `<!doctype html><title>${page}</title>`,
    );
  }
  fs.writeFileSync(path.join(studio, 'assets', 'slot-abc123.js'), 'console.log(1)');
  app = await createTestApp({ env: { WEB_DIST: web } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the studio game pages', () => {
  it('answers each engine page with its own index.html, never cached', async () => {
    for (const page of ['slot', 'roulette', 'blackjack', 'verify']) {
      const response = await app.server.inject(`/games/${page}/?token=abc&lang=en`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`<title>${page}</title>`);
    }
  });

  it('may be framed by the site itself and by no one else', async () => {
    const response = await app.server.inject('/games/slot/');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('caches the hashed assets for a year', async () => {
    const response = await app.server.inject('/games/assets/slot-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a page address without its slash to the page, keeping the launch query', async () => {
    const response = await app.server.inject('/games/roulette?token=abc&lang=tr');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/games/roulette/?token=abc&lang=tr');
  });

  it('answers an unknown engine or a missing asset with 404, not a page', async () => {
    expect((await app.server.inject('/games/poker/')).statusCode).toBe(404);
    expect((await app.server.inject('/games/poker')).statusCode).toBe(404);
    expect((await app.server.inject('/games/assets/missing.js')).statusCode).toBe(404);
  });
});
