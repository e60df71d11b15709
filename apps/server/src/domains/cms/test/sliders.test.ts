import { SITE_ID } from '@lale/contract/constants';
import type { Slider } from '@lale/contract/methods/cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addOperator,
  operatorClient,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const HOUR = 3_600_000;
const start = new Date('2026-11-21T12:00:00Z');
let clock = start;
let app: TestApp;
let admin: OperatorClient;

beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
  admin = await operatorClient(app);
});
afterAll(() => app.close());

const at = (hours: number) => new Date(start.getTime() + hours * HOUR).toISOString();
const titles = (sliders: Slider[]) => sliders.map((slider) => slider.title);

async function activeItems(siteId: number = SITE_ID.sliders): Promise<Slider[]> {
  const { body } = await app.call('slider', 'get_active_items', { siteId, Lang: 'en' });
  if (!body.result) throw new Error(body.message);
  return body.data;
}

async function sideSlider(title: string, place: 'sol' | 'sag', from: number, to: number) {
  const { body } = await admin.post('/cms/sliders', {
    place,
    title: { tr: title, en: title },
    description: { tr: '', en: '' },
    link: '/promotions',
    art: 'slider-test',
    status: 1,
    startsAt: at(from),
    endsAt: at(to),
  });
  expect(body.result).toBe(true);
  return body.data as { id: number; visible: boolean };
}

describe('sliders are shown only when active and inside their dates (SPEC §4)', () => {
  it('a left slider appears at its start and goes at its end, on every read', async () => {
    const saved = await sideSlider('Evening Left', 'sol', 1, 3);
    expect(saved.visible).toBe(false);

    clock = new Date(at(0.5));
    expect(titles(await activeItems())).not.toContain('Evening Left');

    clock = new Date(at(1));
    expect(titles(await activeItems())).toContain('Evening Left');
    const left = await app.call('cms', 'getIcSlider', { sliderPlace: 'sol', Lang: 'en' });
    expect(left.body.result && titles(left.body.data)).toContain('Evening Left');
    const right = await app.call('cms', 'getIcSlider', { sliderPlace: 'sag', Lang: 'en' });
    expect(right.body.result && titles(right.body.data)).not.toContain('Evening Left');

    clock = new Date(at(3));
    expect(titles(await activeItems())).not.toContain('Evening Left');
    clock = start;
  });

  it('a switched-off slider is not shown inside its dates; get_all_items still lists it', async () => {
    const saved = await sideSlider('Paused Right', 'sag', -1, 5);
    expect(titles(await activeItems())).toContain('Paused Right');
    const { body } = await admin.post('/cms/sliders', {
      id: saved.id,
      place: 'sag',
      title: { tr: 'Paused Right', en: 'Paused Right' },
      description: { tr: '', en: '' },
      status: 0,
      startsAt: at(-1),
      endsAt: at(5),
    });
    expect(body.data).toMatchObject({ id: saved.id, status: 0, visible: false });
    expect(titles(await activeItems())).not.toContain('Paused Right');
    const all = await app.call('slider', 'get_all_items', { Lang: 'en' });
    expect(all.body.result && titles(all.body.data)).toContain('Paused Right');
  });

  it('every active item is live now, and only site 889 has them', async () => {
    const items = await activeItems();
    expect(items.length).toBeGreaterThan(0);
    for (const slider of items) {
      expect(slider.Status).toBe(1);
      expect(Date.parse(slider.Start_date)).toBeLessThanOrEqual(clock.getTime());
      expect(Date.parse(slider.End_date)).toBeGreaterThan(clock.getTime());
    }
    expect(new Set(items.map((slider) => slider.sliderPlace))).toEqual(
      new Set(['all', 'sol', 'sag']),
    );
    expect(await activeItems(SITE_ID.popups)).toEqual([]);
  });

  it('the seed has a left slider still to come and a right one finished: neither is shown', async () => {
    const all = await app.call('slider', 'get_all_items', { Lang: 'en' });
    if (!all.body.result) throw new Error(all.body.message);
    expect(titles(all.body.data)).toEqual(
      expect.arrayContaining(['New Year Lottery', 'Spring Tournament']),
    );
    expect(titles(await activeItems())).not.toEqual(expect.arrayContaining(['New Year Lottery']));
    expect(titles(await activeItems())).not.toContain('Spring Tournament');
  });

  it('refuses a slider ending before it starts, or with a link off the site, and saves nothing', async () => {
    const before = await app.call('slider', 'get_all_items');
    const backwards = await admin.post('/cms/sliders', {
      place: 'sol',
      title: { tr: 'Ters', en: 'Backwards' },
      description: { tr: '', en: '' },
      status: 1,
      startsAt: at(5),
      endsAt: at(1),
    });
    expect(backwards.body).toMatchObject({
      result: false,
      data: { fields: { endsAt: 'Geçersiz değer' } },
    });
    const offsite = await admin.post('/cms/sliders', {
      place: 'sol',
      title: { tr: 'Dış', en: 'Offsite' },
      description: { tr: '', en: '' },
      link: '//evil.example/x',
      status: 1,
      startsAt: at(0),
      endsAt: at(1),
    });
    expect(offsite.body).toMatchObject({
      result: false,
      data: { fields: { link: expect.any(String) } },
    });
    const after = await app.call('slider', 'get_all_items');
    expect(after.body.result && after.body.data.length).toBe(
      before.body.result && before.body.data.length,
    );
  });

  it('only admins change sliders; every operator reads them', async () => {
    await addOperator(app, 'kasiyer-slider', 'finance');
    const cashier = await operatorClient(app, 'kasiyer-slider', 'Operator1');
    const refused = await cashier.post('/cms/sliders', {
      place: 'sol',
      title: { tr: 'X', en: 'X' },
      description: { tr: '', en: '' },
      status: 1,
      startsAt: at(0),
      endsAt: at(1),
    });
    expect(refused.body).toMatchObject({ result: false, code: 403 });
    const list = await cashier.get('/cms/sliders');
    expect(list.body.data.items.length).toBeGreaterThan(5);
  });
});
