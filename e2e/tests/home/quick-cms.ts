import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { rpc } from '../../support/rpc.ts';
import { signInOperatorApi } from '../../support/operator.ts';

const OFFICE = { panel: 'backoffice' };

export interface QuickLinks {
  whatsapp?: string;
  telegram?: string;
  liveStreamUrl?: string;
  liveStreamEmbedUrl?: string;
  bonusClaimPath?: string;
  notice?: string;
}
export type SocialLinks = Partial<Record<string, string>>;

/** A structured information record (cms getInformation) as the site serves it. */
export async function cmsRecord<T>(
  request: APIRequestContext,
  InfType: 'bottomBarInfo' | 'SocialMediaLinks',
  Lang: 'tr' | 'en',
): Promise<T> {
  const reply = await rpc<{ Text: string }[]>(request, 'cms', 'getInformation', { InfType, Lang });
  expect(reply.result).toBe(true);
  return JSON.parse(reply.data[0]?.Text ?? '{}') as T;
}

/** The admin's side of the content, through the back office's API. */
export async function contentOperator(request: APIRequestContext) {
  await signInOperatorApi(request);
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`/backoffice/api/v1/cms${path}`, { headers: OFFICE, data });
    const body = (await response.json()) as { result: boolean; data: T; message: string };
    expect(body.result, body.message).toBe(true);
    return body.data;
  };
  return {
    setInformation: (infType: string, tr: unknown, en: unknown = tr) =>
      post('/information', {
        infType,
        text: { tr: JSON.stringify(tr), en: JSON.stringify(en) },
      }),
    saveSlider: (slider: {
      id?: number;
      place: 'sol' | 'sag';
      title: string;
      startsAt: Date;
      endsAt: Date;
    }) =>
      post<{ id: number; visible: boolean }>('/sliders', {
        ...(slider.id ? { id: slider.id } : {}),
        place: slider.place,
        title: { tr: slider.title, en: slider.title },
        description: { tr: 'Test kampanyası', en: 'Test offer' },
        link: '/promotions',
        art: 'slider-e2e',
        status: 1,
        startsAt: slider.startsAt.toISOString(),
        endsAt: slider.endsAt.toISOString(),
      }),
  };
}
