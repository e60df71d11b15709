import { STATIC_DATA_FILES } from '@lale/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /datas/*.json', () => {
  it.each(STATIC_DATA_FILES)('serves %s.json as a JSON array from the database', async (name) => {
    const response = await app.server.inject(`/datas/${name}.json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThan(0);
  });

  it('carries both languages in the menus and Turkish first among languages', async () => {
    const header = (await app.server.inject('/datas/header-menu.json')).json();
    expect(header[0]).toMatchObject({ path: '/', label: { tr: 'Ana Sayfa', en: 'Home' } });
    const languages = (await app.server.inject('/datas/languages.json')).json();
    expect(languages[0]).toEqual({ id: 1, title: 'TR', lang: 'tr' });
  });

  it('answers 404 for any other file, including path tricks', async () => {
    for (const url of [
      '/datas/secrets.json',
      '/datas/..%2f..%2fpackage.json',
      '/datas/header-menu.json.bak',
    ]) {
      expect((await app.server.inject(url)).statusCode).toBe(404);
    }
  });
});

describe('GET endpoints of the site', () => {
  it('check-maintenance reports the state with site name and version', async () => {
    const response = await app.server.inject(
      '/endpoint/v1/check-maintenance?sitename=lale&version=2.0',
    );
    expect(response.json()).toMatchObject({
      result: true,
      data: { status: false, sitename: 'lale', version: '0.1.0' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('check-maintenance and licences refuse oversize query values', async () => {
    expect(
      (await app.server.inject(`/endpoint/v1/check-maintenance?sitename=${'x'.repeat(200)}`))
        .statusCode,
    ).toBe(400);
    expect(
      (await app.server.inject(`/endpoint/v1/licenses?version=${'9'.repeat(100)}`)).statusCode,
    ).toBe(400);
  });

  it('licences lists the operator licences', async () => {
    const response = await app.server.inject('/endpoint/v1/licenses?version=1');
    expect(response.json()).toMatchObject({
      result: true,
      data: [
        {
          authority: expect.any(String),
          number: expect.any(String),
          jurisdiction: expect.any(String),
        },
      ],
    });
  });

  it('health reports the database', async () => {
    const response = await app.server.inject('/endpoint/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('draws the same art for the same name and refuses odd names', async () => {
    const first = await app.server.inject('/media/art/promo-welcome.svg');
    const second = await app.server.inject('/media/art/promo-welcome.svg');
    expect(first.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(first.body).toBe(second.body);
    expect(first.headers['cache-control']).toMatch(/immutable/);
    expect((await app.server.inject('/media/art/<script>.svg')).statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it('sets a strict CSP without inline script, nosniff and frame-ancestors on every response (HSTS only over HTTPS)', async () => {
    for (const url of ['/endpoint/health', '/datas/languages.json', '/no/such/page']) {
      const headers = (await app.server.inject(url)).headers;
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(headers['strict-transport-security']).toBeUndefined(); // plain HTTP, no proxy
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('limits the size of request bodies', () => {
    expect(app.server.initialConfig.bodyLimit).toBe(65_536);
  });
});
