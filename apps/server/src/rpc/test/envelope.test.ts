import { listMethods } from '@lale/contract/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const post = (payload: string | object, headers: Record<string, string> = {}) =>
  app.server.inject({
    method: 'POST',
    url: '/endpoint/v1',
    headers: { 'content-type': 'application/json', panel: 'frontend', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /endpoint/v1 envelope', () => {
  it('answers a valid call with result, data and the success message in Turkish by default', async () => {
    const { status, body } = await app.call('maintenance', 'check_status');
    expect(status).toBe(200);
    expect(body).toMatchObject({ result: true, message: 'İşlem Başarılı', data: { status: true } });
  });

  it('answers in English when Lang is en, and falls back to Turkish for anything else', async () => {
    expect((await app.call('maintenance', 'check_status', { Lang: 'en' })).body.message).toBe(
      'Operation successful',
    );
    expect((await app.call('maintenance', 'check_status', { Lang: 'english' })).body.message).toBe(
      'İşlem Başarılı',
    );
  });

  it('carries pagination on paged lists', async () => {
    const { body } = await app.call('cmscontroller', 'getTournaments', { limit: 2, offset: 0 });
    expect(body.result).toBe(true);
    if (body.result) {
      expect(body.data).toHaveLength(2);
      expect(body.pagination).toEqual({ limit: 2, offset: 0, total: 3 });
    }
  });

  it('refuses invalid payloads with a localised message per field and changes nothing', async () => {
    const tr = await app.call('cms', 'getSlider', { limit: -1, offset: 'x' as unknown as number });
    expect(tr.status).toBe(200);
    expect(tr.body).toMatchObject({
      result: false,
      code: 400,
      debug: 'invalid_value',
      message: 'Geçersiz değer',
      data: { fields: { limit: 'Geçersiz değer', offset: 'Geçersiz değer' } },
    });
    const en = await app.call('cms', 'getInformation', { InfType: 'nope' as never, Lang: 'en' });
    expect(en.body).toMatchObject({
      result: false,
      message: 'Invalid value',
      data: { fields: { InfType: 'Invalid value' } },
    });
  });

  it('names a missing required field', async () => {
    const { body } = await app.call('cms', 'getInformation', { Lang: 'en' } as never);
    expect(body).toMatchObject({
      result: false,
      data: { fields: { InfType: expect.any(String) } },
    });
  });

  it('answers an unknown class or method clearly, without walking object prototypes', async () => {
    for (const api of [
      { class: 'casino', method: 'nope' },
      { class: 'nope', method: 'login' },
      { class: '__proto__', method: 'toString' },
      { class: 'user', method: 'constructor' },
    ]) {
      const response = await post({ api, data: { Lang: 'en' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        result: false,
        code: 404,
        debug: 'unknown_method',
        message: 'Unknown operation',
      });
    }
  });

  it('serves every method the contract declares: none answers 501', async () => {
    // Only which methods have a handler is read: the domains' handlers, as the app serves them.
    const { handlers } = app;
    const missing = listMethods()
      .filter(({ className, methodName }) => !Object.hasOwn(handlers[className] ?? {}, methodName))
      .map(({ className, methodName }) => `${className}.${methodName}`);
    expect(missing).toEqual([]);
  });

  it('asks for a session before anything else on methods that need one', async () => {
    const { body } = await app.call('finance', 'check_balance');
    expect(body).toMatchObject({ result: false, code: 401, debug: 'anonymous_user' });
  });

  it('gives 400 to a malformed body, a body that is no envelope, and a call without the panel header', async () => {
    expect((await post('{"api":')).statusCode).toBe(400);
    expect((await post('[1,2]')).statusCode).toBe(400);
    expect((await post({ api: { class: 'cms' } })).statusCode).toBe(400);
    const noPanel = await app.server.inject({
      method: 'POST',
      url: '/endpoint/v1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ api: { class: 'maintenance', method: 'check_status' } }),
    });
    expect(noPanel.statusCode).toBe(400);
    expect(noPanel.json()).toMatchObject({ result: false, debug: 'malformed_request' });
  });

  it('gives 413 to an oversize body, in the browser language', async () => {
    const response = await post(
      { api: { class: 'cms', method: 'getPromotions' }, data: { pad: 'x'.repeat(100_000) } },
      { 'accept-language': 'en-GB' },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      result: false,
      code: 413,
      message: 'The request is too large',
    });
  });

  it('refuses other content types', async () => {
    const response = await post('api=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
  });
});

describe('a fault inside a handler', () => {
  it('becomes a 500 with a generic message and an error id, never a stack trace', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const { status, body, response } = await broken.call('cms', 'getPromotions', { Lang: 'en' });
    expect(status).toBe(500);
    expect(body).toMatchObject({
      result: false,
      code: 500,
      message: 'We are having some problems. Please try again later.',
      data: { errorId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(response.body).not.toMatch(/at |Error:|stack/);
    await broken.server.close();
  });
});
