import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    env: { PUBLIC_URL: 'https://lale.example', TRUST_PROXY: 'true' },
  });
});
afterAll(() => app.close());

const login = { username: 'nobody_here', password: 'Wrong1234' };

describe('Origin check on state-changing requests', () => {
  it('refuses a foreign Origin on the RPC endpoint with the envelope forbidden, HTTP 403', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://lale.example.evil.com']) {
      const { status, body } = await app.call('user', 'login', login, {
        headers: { origin, 'accept-language': 'en' },
      });
      expect(status).toBe(403);
      expect(body).toMatchObject({ result: false, code: 403, debug: 'not_authorized' });
    }
  });

  it('lets the public origin, the request host and no Origin through', async () => {
    for (const headers of [
      { origin: 'https://lale.example' } as Record<string, string>,
      { origin: 'http://casino.local:8080', host: 'casino.local:8080' },
      {},
    ]) {
      const { status, body } = await app.call('user', 'login', login, { headers });
      expect(status).toBe(200);
      expect(JSON.stringify(body)).not.toContain('not_authorized');
    }
  });

  it('compares the scheme as well as the host: an http page may not post to the https site', async () => {
    for (const headers of [
      { origin: 'https://casino.local:8080', host: 'casino.local:8080' } as Record<string, string>,
      { origin: 'http://casino.local', host: 'casino.local', 'x-forwarded-proto': 'https' },
      { origin: 'http://lale.example', host: 'lale.example', 'x-forwarded-proto': 'https' },
    ]) {
      const { status, body } = await app.call('user', 'login', login, { headers });
      expect(status, JSON.stringify(headers)).toBe(403);
      expect(body).toMatchObject({ result: false, code: 403, debug: 'not_authorized' });
    }
    const same = await app.call('user', 'login', login, {
      headers: {
        origin: 'https://casino.local',
        host: 'casino.local',
        'x-forwarded-proto': 'https',
      },
    });
    expect(same.status).toBe(200);
  });

  it('refuses in the transport of other routes (the back office envelope)', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/backoffice/api/v1/login',
      headers: { panel: 'backoffice', origin: 'https://evil.example' },
      payload: { username: 'admin', password: 'Admin1234' },
    });
    expect(response.json()).toMatchObject({ result: false, code: 403, debug: 'not_authorized' });
    expect(response.cookies.some((c) => c.name === 'lale_op')).toBe(false);
  });

  it('exempts the signed server-to-server routes', async () => {
    const wallet = await app.server.inject({
      method: 'POST',
      url: '/provider/v1/balance',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(wallet.statusCode).not.toBe(403);
    expect(JSON.stringify(wallet.json())).not.toContain('not_authorized');
    // The wallet's answer to an action it does not have, not the envelope's 403.
    const unknownAction = await app.server.inject({
      method: 'POST',
      url: '/provider/v1/transfer',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unknownAction.statusCode).toBe(404);
    expect(unknownAction.json()).toEqual({ status: 'ERROR', code: 'NOT_FOUND' });
    const callback = await app.server.inject({
      method: 'POST',
      url: '/endpoint/payments/simulated/callback',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(JSON.stringify(callback.json())).not.toContain('not_authorized');
  });

  it('does not check reads', async () => {
    const health = await app.server.inject({
      url: '/endpoint/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(health.statusCode).toBe(200);
  });
});

describe('HSTS', () => {
  it('is sent only over HTTPS (here: behind TRUST_PROXY with x-forwarded-proto=https)', async () => {
    const plain = await app.server.inject('/endpoint/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await app.server.inject({
      url: '/endpoint/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
