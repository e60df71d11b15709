import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the development outbox', () => {
  it('lists what would have been mailed, newest first, with clickable links', async () => {
    const first = await registerPlayer(app);
    const second = await registerPlayer(app);
    const json = await app.server.inject({ url: '/dev/outbox.json' });
    const items = json.json() as { recipient: string }[];
    expect(items.map((item) => item.recipient).slice(0, 2)).toEqual([second.email, first.email]);

    const page = await app.server.inject({ url: '/dev/outbox' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body.indexOf(second.email)).toBeLessThan(page.body.indexOf(first.email));
    expect(page.body).toMatch(
      /<a href="http:\/\/localhost:3000\/register-account-confirm\?token=[\w-]{43}">/,
    );
  });

  it('escapes what it shows', async () => {
    await registerPlayer(app, { firstname: '<script>alert(1)</script>' });
    const page = await app.server.inject({ url: '/dev/outbox' });
    expect(page.body).not.toContain('<script>alert');
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await production.server.inject({ url: '/dev/outbox.json' })).statusCode).toBe(404);
      expect((await production.server.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
