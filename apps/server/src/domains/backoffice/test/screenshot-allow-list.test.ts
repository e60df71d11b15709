import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  addOperator,
  operatorClient,
  operatorCode,
  TEST_TOTP_SECRET,
} from '../../../../test/support/backoffice-client.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49]);
const INSIDE = '203.0.113.9';
const OUTSIDE = '198.51.100.7';

/** Issue 41: a support screenshot is a back-office download like any other, behind the allow-list. */
describe("a support screenshot and the operator's address allow-list", () => {
  let app: TestApp;
  let shot: string;
  let cookie: string;

  beforeAll(async () => {
    app = await createTestApp();
    const admin = await operatorClient(app);
    await admin.post('/support/presence', { available: true });
    const guest: Record<string, string> = {};
    const sent = await app.call('support', 'send_message', { text: 'ekran görüntüsü' });
    for (const c of sent.response.cookies) guest[c.name] = c.value;
    const upload = await app.server.inject({
      method: 'POST',
      url: '/endpoint/support/attachments?Lang=en',
      headers: { panel: 'frontend', 'content-type': 'image/png' },
      cookies: guest,
      payload: PNG,
    });
    shot = upload.json().data.message.attachment.id as string;
    await addOperator(app, 'destek_ofis', 'support', 'Operator1', {
      ipAllowList: ['203.0.113.0/24'],
    });
    const login = await app.server.inject({
      method: 'POST',
      url: '/backoffice/api/v1/login',
      headers: { panel: 'backoffice', 'content-type': 'application/json' },
      payload: {
        username: 'destek_ofis',
        password: 'Operator1',
        code: operatorCode(TEST_TOTP_SECRET, app.now()),
      },
      remoteAddress: INSIDE,
    });
    cookie = login.cookies.find((c) => c.name === 'lale_op')!.value;
  });
  afterAll(() => app.close());

  const view = (remoteAddress: string, Lang = 'en') =>
    app.server.inject({
      method: 'GET',
      url: `/backoffice/api/v1/support/attachments/${shot}?Lang=${Lang}`,
      cookies: { lale_op: cookie },
      remoteAddress,
    });

  it('opens for the operator inside the list', async () => {
    const inside = await view(INSIDE);
    expect(inside.statusCode).toBe(200);
    expect(inside.headers['content-type']).toBe('image/png');
  });

  it('is refused from outside the list, with the message in tr and en, and audited', async () => {
    for (const Lang of ['tr', 'en']) {
      const outside = await view(OUTSIDE, Lang);
      expect(outside.statusCode).toBe(403);
      expect(outside.headers['content-type']).toContain('json');
      expect(outside.json()).toMatchObject({ result: false, debug: 'operator_address_refused' });
    }
    const admin = await operatorClient(app);
    const audit = await admin.get('/audit?action=access.');
    expect(audit.body.data.items[0]).toMatchObject({
      action: 'access.address_refused',
      ip: OUTSIDE,
    });
  });
});
