import { DEFAULT_SITE_TYPE, SITE_ID } from '@lale/contract/constants';
import type { Popup, Promotion, Slider } from '@lale/contract/methods/cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorClient, type OperatorClient } from '../../../../test/support/backoffice-client.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
let admin: OperatorClient;

beforeAll(async () => {
  app = await createTestApp();
  admin = await operatorClient(app);
});
afterAll(() => app.close());

const at = (hours: number) => new Date(app.now().getTime() + hours * 3_600_000).toISOString();

async function data<T>(
  reply: Promise<{ body: { result: boolean; data?: unknown; message: string } }>,
) {
  const { body } = await reply;
  if (!body.result) throw new Error(body.message);
  return body.data as T;
}
const sliders = () =>
  data<Slider[]>(app.call('slider', 'get_active_items', { siteId: SITE_ID.sliders, Lang: 'en' }));
const promotions = () => data<Promotion[]>(app.call('cms', 'getPromotions', { Lang: 'en' }));

describe('sliders and popups open a promotion', () => {
  it('the seeded welcome slider leads to the welcome promotion', async () => {
    const welcome = (await promotions()).find((p) => p.title === '50% Welcome Bonus');
    const slide = (await sliders()).find((s) => s.title === '50% Welcome Bonus');
    expect(slide).toMatchObject({
      promotionId: welcome!.id,
      link: `/promotions?promotion=${welcome!.id}`,
    });
  });

  it('an operator points a slider and a popup at a promotion; the player is led there', async () => {
    const [promotion] = await promotions();
    const slider = await admin.post('/cms/sliders', {
      place: 'all',
      title: { tr: 'Promosyona git', en: 'Go to the promotion' },
      description: { tr: '', en: '' },
      link: '/casino',
      promotionId: promotion!.id,
      art: 'slider-test',
      status: 1,
      startsAt: at(-1),
      endsAt: at(5),
    });
    expect(slider.body).toMatchObject({ result: true, data: { promotionId: promotion!.id } });
    expect((await sliders()).find((s) => s.title === 'Go to the promotion')).toMatchObject({
      link: `/promotions?promotion=${promotion!.id}`,
    });

    const popup = await admin.post('/cms/popups', {
      siteType: 'all',
      title: { tr: 'Kaçırma', en: 'Do not miss it' },
      body: { tr: 'Yeni promosyon', en: 'A new promotion' },
      promotionId: promotion!.id,
      active: 1,
      startsAt: at(-1),
      endsAt: at(5),
    });
    expect(popup.body.result).toBe(true);
    const popups = await data<Popup[]>(
      app.call('cms', 'popupInformation', {
        SiteType: DEFAULT_SITE_TYPE,
        siteId: SITE_ID.popups,
        Lang: 'en',
      }),
    );
    expect(popups.find((p) => p.title === 'Do not miss it')).toMatchObject({
      promotionId: promotion!.id,
      link: `/promotions?promotion=${promotion!.id}`,
    });
  });

  it('keeps a slider without a promotion on its own link, and refuses an unknown promotion on its field', async () => {
    const refused = await admin.post('/cms/sliders', {
      place: 'all',
      title: { tr: 'Hayalet', en: 'Ghost promotion' },
      description: { tr: '', en: '' },
      promotionId: 987_654,
      art: 'slider-test',
      status: 1,
      startsAt: at(-1),
      endsAt: at(5),
    });
    expect(refused.body).toMatchObject({
      result: false,
      data: { fields: { promotionId: expect.any(String) } },
    });
    const plain = await admin.post('/cms/sliders', {
      place: 'all',
      title: { tr: 'Düz', en: 'Plain link' },
      description: { tr: '', en: '' },
      link: '/casino',
      art: 'slider-test',
      status: 1,
      startsAt: at(-1),
      endsAt: at(5),
    });
    expect(plain.body.result).toBe(true);
    const shown = await sliders();
    expect(shown.map((s) => s.title)).not.toContain('Ghost promotion');
    expect(shown.find((s) => s.title === 'Plain link')).toMatchObject({
      link: '/casino',
      promotionId: null,
    });
  });
});
