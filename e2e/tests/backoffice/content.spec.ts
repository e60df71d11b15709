import { randomBytes } from 'node:crypto';
import type { OperatorCreated } from '@lale/contract/backoffice-operators';
import { expect, test } from '../../support/accounts-test.ts';
import { OFFICE_HEADERS, signInOperator, signInOperatorApi } from '../../support/operator.ts';
import { useLanguage } from '../foundation/site.ts';
import type { Lang } from '../../support/languages.ts';

// Both tests change the home page's first slide: one at a time.
test.describe.configure({ mode: 'serial' });

/** A 1×1 PNG and a GIF (a type the back office refuses). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

const TEXTS = {
  tr: {
    nav: 'İçerik',
    saved: 'Kaydedildi; sitede hemen görünür.',
    wrongType: 'Yalnızca PNG, JPEG, WebP veya SVG resim yükleyebilirsiniz',
  },
  en: {
    nav: 'Content',
    saved: 'Saved; it shows on the site at once.',
    wrongType: 'Only PNG, JPEG, WebP or SVG pictures can be uploaded',
  },
} as const;

const lang = 'en' as Lang;

test(`a content operator changes the home slider and the home page shows it at once (${lang})`, async ({
  page,
  request,
}) => {
  // The admin makes an operator with the content role; it signs in and enrols its authenticator.
  await signInOperatorApi(request);
  const username = `icerik-${lang}-${randomBytes(3).toString('hex')}`;
  const created = await request.post('/backoffice/api/v1/operators/create', {
    headers: OFFICE_HEADERS,
    data: { username, role: 'content' },
  });
  const reply = (await created.json()) as { result: boolean; data: OperatorCreated };
  expect(reply.result, JSON.stringify(reply)).toBe(true);

  await useLanguage(page, lang);
  await signInOperator(page, { username, password: reply.data.temporaryPassword });
  const nav = page.getByTestId('bo-nav-content');
  await expect(nav).toHaveText(TEXTS[lang].nav);
  await nav.click();
  const sliders = page.getByTestId('bo-content-sliders');
  await expect(sliders.getByTestId('bo-content-item').first()).toBeVisible();

  // The first slider of the list is the home page's first slide (same order).
  await sliders.getByTestId('bo-content-item').first().getByTestId('bo-content-edit').click();
  const dialog = page.getByRole('dialog');
  const title = `${lang === 'tr' ? 'Yeni manşet' : 'New headline'} ${randomBytes(2).toString('hex')}`;
  await dialog.getByTestId('bo-field-title-tr').fill(lang === 'tr' ? title : 'Türkçe manşet');
  await dialog.getByTestId('bo-field-title-en').fill(lang === 'en' ? title : 'English headline');

  const file = dialog.locator('input[type=file]');
  await file.setInputFiles({ name: 'banner.gif', mimeType: 'image/png', buffer: GIF });
  await expect(dialog.getByTestId('bo-content-upload-error')).toHaveText(TEXTS[lang].wrongType);
  await file.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByTestId('bo-content-upload-error')).toHaveCount(0);

  const preview = dialog.getByTestId('bo-preview-banner');
  await expect(preview).toContainText(title);
  await expect(preview.locator('img')).toHaveAttribute('src', /^\/media\/cms\/\d+$/);
  await dialog.getByTestId('bo-content-save').click();
  await expect(page.getByTestId('bo-content-message')).toHaveText(TEXTS[lang].saved);
  await expect(sliders.getByTestId('bo-content-item-title').first()).toHaveText(title);

  await page.goto('/');
  const slider = page.getByTestId('home-slider');
  // The slider turns every few seconds: the pointer on its first dot shows slide one and holds it.
  await expect(slider.getByRole('heading', { level: 2 })).toBeVisible();
  const firstDot = slider.locator('button[aria-current]').first();
  if ((await firstDot.count()) > 0) await firstDot.click();
  await expect(slider.getByRole('heading', { level: 2 })).toHaveText(title);
  const src = await slider.locator('img').first().getAttribute('src');
  expect(src).toMatch(/^\/media\/cms\/\d+$/);
  const picture = await page.request.get(src!);
  expect(picture.headers()['content-type']).toBe('image/png');
});
