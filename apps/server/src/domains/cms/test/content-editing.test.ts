import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../../db/schema.ts';
import {
  addOperator,
  operatorClient,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const API = '/backoffice/api/v1';
const HOUR = 3_600_000;
const start = new Date('2026-11-21T12:00:00Z');
const at = (hours: number) => new Date(start.getTime() + hours * HOUR).toISOString();

let app: TestApp;
let editor: OperatorClient;
let cashier: OperatorClient;

beforeAll(async () => {
  app = await createTestApp({ now: () => start });
  await addOperator(app, 'icerik', 'content');
  await addOperator(app, 'kasa', 'finance');
  editor = await operatorClient(app, 'icerik', 'Operator1');
  cashier = await operatorClient(app, 'kasa', 'Operator1');
});
afterAll(() => app.close());

/** A 1×1 PNG: signature, IHDR, IDAT, IEND. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(client: OperatorClient, bytes: Buffer, type: string, lang = 'tr') {
  const response = await app.server.inject({
    method: 'POST',
    url: `${API}/cms/media?Lang=${lang}`,
    headers: { panel: 'backoffice', 'content-type': type },
    cookies: client.cookies,
    payload: bytes,
  });
  return response.json();
}

const promotion = (overrides: Record<string, unknown> = {}) => ({
  category: 'casino',
  siteType: 'all',
  title: { tr: 'Cuma Bonusu', en: 'Friday Bonus' },
  summary: { tr: 'Her cuma', en: 'Every Friday' },
  body: { tr: '<p>Kurallar</p>', en: '<p>Rules</p>' },
  image: '/media/art/promo-friday.svg',
  status: 1,
  startsAt: at(-1),
  endsAt: at(48),
  ...overrides,
});

async function promotionTitles(SiteType: 'desktop' | 'mobile' = 'desktop') {
  const { body } = await app.call('cms', 'getPromotions', { SiteType, Lang: 'en' });
  if (!body.result) throw new Error(body.message);
  return body.data;
}

describe('who may change the site content', () => {
  it('refuses a player session: the back office does not know it', async () => {
    const player = await signedInPlayer(app.database, { now: start });
    const response = await app.server.inject({
      method: 'POST',
      url: `${API}/cms/promotions`,
      headers: { panel: 'backoffice', 'content-type': 'application/json' },
      cookies: player.cookies,
      payload: JSON.stringify(promotion({ title: { tr: 'Oyuncu', en: 'Player' } })),
    });
    expect(response.json()).toMatchObject({ result: false, code: 401 });
    expect((await promotionTitles()).map((p) => p.title)).not.toContain('Player');
  });

  it('refuses an operator without content.edit, writes the refusal to the audit, saves nothing', async () => {
    const refused = await cashier.post(
      '/cms/promotions',
      promotion({ title: { tr: 'Kasa', en: 'Cashier' } }),
    );
    expect(refused.body).toMatchObject({ result: false, code: 403 });
    const picture = await upload(cashier, PNG, 'image/png');
    expect(picture).toMatchObject({ result: false, code: 403 });
    expect((await promotionTitles()).map((p) => p.title)).not.toContain('Cashier');
    const audit = await app.database.db.select().from(operatorAudit);
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'cms.save_promotion', result: 'failure' }),
        expect.objectContaining({ action: 'cms.upload_media', result: 'failure' }),
      ]),
    );
  });
});

describe('pictures', () => {
  it('stores a PNG once and serves it as PNG, cached for a year', async () => {
    const first = await upload(editor, PNG, 'application/octet-stream');
    expect(first).toMatchObject({ result: true, data: { contentType: 'image/png' } });
    const again = await upload(editor, PNG, 'image/png');
    expect(again.data.id).toBe(first.data.id);
    const served = await app.server.inject(first.data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(PNG).digest('hex'),
    );
  });

  it('refuses a picture over 1 MB and a file that is not a picture, in the operator language', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect(await upload(editor, big, 'image/png', 'en')).toMatchObject({
      result: false,
      data: { fields: { file: 'A picture may be at most 1 MB' } },
    });
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1');
    expect(await upload(editor, gif, 'image/png')).toMatchObject({
      result: false,
      data: { fields: { file: 'Yalnızca PNG, JPEG, WebP veya SVG resim yükleyebilirsiniz' } },
    });
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload(editor, html, 'image/svg+xml')).result).toBe(false);
  });

  it('keeps only the drawing of an SVG: scripts, handlers and outside links are gone', async () => {
    const hostile = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
        '<script>alert(2)</script><rect width="10" height="10" fill="#c2185b"/>' +
        '<foreignObject><iframe src="https://evil.example"/></foreignObject>' +
        '<use href="https://evil.example/x.svg#a"/><rect fill="url(https://evil.example/p)"/></svg>',
    );
    const stored = await upload(editor, hostile, 'image/svg+xml');
    expect(stored).toMatchObject({ result: true, data: { contentType: 'image/svg+xml' } });
    const served = await app.server.inject(stored.data.url);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toContain('<rect width="10" height="10" fill="#c2185b"');
    expect(served.body).not.toMatch(/script|onload|foreignObject|iframe|evil|<use/);
  });
});

describe('every change shows through the public cms methods at once', () => {
  it('a slider with an uploaded picture and its order appears in getIcSlider; deleting removes it', async () => {
    const picture = await upload(editor, PNG, 'image/png');
    const saved = await editor.post('/cms/sliders', {
      place: 'all',
      title: { tr: 'Yeni Manşet', en: 'New Headline' },
      description: { tr: 'Açıklama', en: 'Description' },
      link: '/promotions',
      image: picture.data.url,
      sortOrder: 0,
      status: 1,
      startsAt: at(-1),
      endsAt: at(24),
    });
    expect(saved.body).toMatchObject({ result: true, data: { visible: true } });
    const slides = await app.call('cms', 'getIcSlider', { Lang: 'en' });
    if (!slides.body.result) throw new Error(slides.body.message);
    expect(slides.body.data).toContainEqual(
      expect.objectContaining({ title: 'New Headline', image: picture.data.url }),
    );
    const removed = await editor.post('/cms/sliders/delete', { id: saved.body.data.id });
    expect(removed.body.result).toBe(true);
    const after = await app.call('cms', 'getIcSlider', { Lang: 'en' });
    expect(after.body.result && after.body.data.map((s) => s.title)).not.toContain('New Headline');
  });

  it('a promotion keeps its rich text but loses the script; it shows only on its SiteType', async () => {
    const saved = await editor.post(
      '/cms/promotions',
      promotion({
        siteType: 'mobile',
        title: { tr: 'Mobil Bonus', en: 'Mobile Bonus' },
        body: {
          tr: '<p>Kural</p><script>alert(1)</script>',
          en: '<p onclick="steal()">Rule <strong>one</strong></p><img src=x onerror=alert(1)>',
        },
      }),
    );
    expect(saved.body.result).toBe(true);
    const mobile = (await promotionTitles('mobile')).find((p) => p.title === 'Mobile Bonus');
    expect(mobile?.body).toBe('<p>Rule <strong>one</strong></p>');
    expect((await promotionTitles('desktop')).map((p) => p.title)).not.toContain('Mobile Bonus');
  });

  it('an information page is sanitised and retitled; popups, special dates and mass messages appear', async () => {
    const page = await editor.post('/cms/information', {
      infType: 'GenelKurallar',
      title: { tr: 'Genel Kurallar', en: 'General rules' },
      text: { tr: '<h2>Kurallar</h2><script>x()</script>', en: '<h2>Rules</h2><iframe></iframe>' },
    });
    expect(page.body.result).toBe(true);
    const info = await app.call('cms', 'getInformation', { InfType: 'GenelKurallar', Lang: 'en' });
    expect(info.body.result && info.body.data[0]).toMatchObject({
      title: 'General rules',
      Text: '<h2>Rules</h2>',
    });

    const popup = await editor.post('/cms/popups', {
      siteType: 'all',
      title: { tr: 'Duyuru', en: 'Notice' },
      body: { tr: 'Yeni oyunlar', en: 'New games' },
      image: null,
      active: 1,
      startsAt: at(-1),
      endsAt: at(2),
    });
    expect(popup.body.result).toBe(true);
    const popups = await app.call('cms', 'popupInformation', { Lang: 'en' });
    expect(popups.body.result && popups.body.data.map((p) => p.title)).toContain('Notice');

    const special = await editor.post('/cms/special-dates', {
      title: { tr: 'Bayram', en: 'Holiday' },
      body: { tr: 'İyi bayramlar', en: 'Happy holidays' },
      status: 1,
      startsAt: at(-1),
      endsAt: at(2),
    });
    expect(special.body.result).toBe(true);
    const specials = await app.call('cms', 'getSpecialDateInf', { Lang: 'en' });
    expect(specials.body.result && specials.body.data.map((s) => s.title)).toContain('Holiday');

    const message = await editor.post('/cms/mass-messages', {
      title: { tr: 'Bakım', en: 'Maintenance' },
      body: { tr: 'Gece bakım', en: 'Night maintenance' },
      active: true,
      publishedAt: at(-0.5),
      expiresAt: null,
    });
    expect(message.body.result).toBe(true);
    const messages = await app.call('crm', 'list_mass_messages', { Lang: 'en' });
    expect(messages.body.result && messages.body.data[0]?.title).toBe('Maintenance');

    const off = await editor.post('/cms/mass-messages', {
      ...message.body.data,
      active: false,
    });
    expect(off.body).toMatchObject({ result: true, data: { visible: false } });
    const after = await app.call('crm', 'list_mass_messages', { Lang: 'en' });
    expect(after.body.result && after.body.data.map((m) => m.title)).not.toContain('Maintenance');
  });

  it('a header menu saved is served by /datas at once; a link off the site is refused', async () => {
    const before = await app.server.inject('/datas/header-menu.json');
    expect(before.headers['cache-control']).toBe('no-cache');
    const menu = [
      { id: 'home', label: { tr: 'Ana Sayfa', en: 'Home' }, path: '/' },
      { id: 'bingo', label: { tr: 'Tombala', en: 'Bingo' }, path: '/bingo' },
    ];
    const saved = await editor.post('/cms/menus', { name: 'header-menu', body: menu });
    expect(saved.body.result).toBe(true);
    const served = await app.server.inject('/datas/header-menu.json');
    expect(served.json()).toEqual(menu);
    expect(served.headers.etag).not.toBe(before.headers.etag);
    const cached = await app.server.inject({
      url: '/datas/header-menu.json',
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);

    const offsite = await editor.post('/cms/menus', {
      name: 'header-menu',
      body: [{ id: 'x', label: { tr: 'X', en: 'X' }, path: 'javascript:alert(1)' }],
    });
    expect(offsite.body.result).toBe(false);
    expect((await app.server.inject('/datas/header-menu.json')).json()).toEqual(menu);
  });

  it('every write is in the operator audit with who made it', async () => {
    const audit = await app.database.db.select().from(operatorAudit);
    const actions = audit.filter((row) => row.result === 'success').map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'cms.upload_media',
        'cms.save_slider',
        'cms.delete_slider',
        'cms.save_promotion',
        'cms.save_information',
        'cms.save_popup',
        'cms.save_special_date',
        'cms.save_mass_message',
        'cms.save_menu',
      ]),
    );
  });
});
