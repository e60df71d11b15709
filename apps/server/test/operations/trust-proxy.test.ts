import { IP_INFO_PATH } from '@lale/contract/geo';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 32: behind TRUST_PROXY the per-address limits took X-Forwarded-For's left-most entry,
 * which the client writes. Only the hops of the proxies named by TRUST_PROXY (a hop count, or
 * their addresses) are trusted: the address is the right-most one they did not add.
 */
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function appBehind(trustProxy: string): Promise<TestApp> {
  const app = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
  apps.push(app);
  return app;
}

async function seenAddress(app: TestApp, forwardedFor: string): Promise<string> {
  const response = await app.server.inject({
    method: 'GET',
    url: IP_INFO_PATH,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return response.json().data.ip;
}

describe('TRUST_PROXY', () => {
  it('with one hop (or true, the same) takes the address the proxy appended, not what the client wrote', async () => {
    for (const setting of ['1', 'true']) {
      const app = await appBehind(setting);
      expect(await seenAddress(app, '203.0.113.50, 198.51.100.7')).toBe('198.51.100.7');
      expect(await seenAddress(app, '198.51.100.7')).toBe('198.51.100.7');
    }
  });

  it('with the proxies’ addresses takes the right-most address none of them is', async () => {
    const app = await appBehind('127.0.0.1/32, 10.0.0.0/8');
    expect(await seenAddress(app, '203.0.113.50, 198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
  });

  it('counts a per-address limit on the real address, whatever the client puts in front', async () => {
    const app = await appBehind('1');
    const forgot = (i: number) =>
      app.call(
        'user',
        'forgot',
        { email: `nobody${i}@lale.example` },
        { headers: { 'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.7` } },
      );
    for (let i = 0; i < 20; i++) expect((await forgot(i)).status).toBe(200);
    expect((await forgot(20)).status).toBe(429);
  });

  it('refuses a setting that is neither off, a hop count nor a list of addresses', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'everyone' })).toThrow();
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const twoHops = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy;
    if (typeof twoHops !== 'function') throw new Error('a hop count is a trust function');
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});
