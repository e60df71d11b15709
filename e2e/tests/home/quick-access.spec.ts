import type { Page } from '@playwright/test';
import { expect, test } from '../../support/accounts-test.ts';
import { useLanguage } from '../foundation/site.ts';
import { cmsRecord, contentOperator, type QuickLinks, type SocialLinks } from './quick-cms.ts';
import type { Lang } from '../../support/languages.ts';

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
const NETWORKS = [
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'reddit',
  'telegram',
  'whatsapp',
  'google',
  'pinterest',
];
const HOUR = 3_600_000;
const TEXT = {
  tr: {
    support: 'Canlı Destek',
    bonus: 'Bonus talep et',
    stream: 'Canlı yayın',
    streamPage: 'Canlı yayın',
  },
  en: {
    support: 'Live support',
    bonus: 'Claim a bonus',
    stream: 'Live stream',
    streamPage: 'Live stream',
  },
};

/** Every title a side banner turns through, read by stepping its dots. */
async function sideTitles(page: Page, testId: string): Promise<string[]> {
  const banner = page.getByTestId(testId);
  if (!(await banner.count())) return [];
  await banner.hover();
  const dots = banner.getByRole('button');
  const count = Math.max(await dots.count(), 1);
  const titles: string[] = [];
  for (let i = 0; i < count; i++) {
    if (await dots.count()) await dots.nth(i).click();
    titles.push((await banner.getByTestId('side-slide-title').textContent()) ?? '');
  }
  return titles;
}

/**
 * Reloads until the page shows what the CMS now says: a guest's landing page is rendered at
 * most once per 5 s, with its data, so a change shows on a reload a few seconds later.
 */
async function untilShown(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 40_000, intervals: [1_000, 2_000] });
}

const lang = 'tr' as Lang;

for (const size of WIDTHS) {
  test.describe(`quick access in ${lang} on a ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    // A journey through three pages; on a loaded 2-core machine it has taken 30 s.
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    test('shows live support, bonus claim, live stream, social links and games, linked from the CMS', async ({
      page,
      request,
    }) => {
      const links = await cmsRecord<QuickLinks>(request, 'bottomBarInfo', lang);
      const social = await cmsRecord<SocialLinks>(request, 'SocialMediaLinks', lang);
      await page.goto('/');
      const quick = page.getByTestId('quick-access');
      await expect(quick.getByTestId('quick-live-support')).toContainText(TEXT[lang].support);
      await expect(quick.getByTestId('quick-whatsapp')).toHaveAttribute('href', links.whatsapp!);
      await expect(quick.getByTestId('quick-telegram')).toHaveAttribute('href', links.telegram!);
      await expect(quick.getByTestId('quick-bonus')).toContainText(TEXT[lang].bonus);
      await expect(quick.getByTestId('quick-bonus')).toHaveAttribute('href', links.bonusClaimPath!);
      await expect(quick.getByTestId('quick-live-stream')).toContainText(TEXT[lang].stream);
      for (const network of NETWORKS) {
        await expect(quick.getByTestId(`social-link-${network}`)).toHaveAttribute(
          'href',
          social[network]!,
        );
      }
      await expect(quick.getByTestId('quick-access-game')).toHaveCount(50);

      // Live support opens the support widget's chat.
      await quick.getByTestId('quick-live-support').click();
      const chat = page.getByRole('dialog');
      await expect(chat).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(chat).toBeHidden();

      await quick.getByTestId('quick-bonus').click();
      await expect(page).toHaveURL(/\/promotions$/);
      await page.goBack();
      await page.getByTestId('quick-access').getByTestId('quick-live-stream').click();
      await expect(page).toHaveURL(/\/live-stream$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].streamPage);
      await expect(page.getByTestId('live-stream-link')).toHaveAttribute(
        'href',
        links.liveStreamUrl!,
      );
    });
  });
}

test(`a change in the back office reaches quick access, the footer and the stream page (${lang})`, async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, lang);
  const office = await contentOperator(request);
  const before = {
    tr: await cmsRecord<QuickLinks>(request, 'bottomBarInfo', 'tr'),
    en: await cmsRecord<QuickLinks>(request, 'bottomBarInfo', 'en'),
    social: await cmsRecord<SocialLinks>(request, 'SocialMediaLinks', 'tr'),
  };
  const changed = {
    whatsapp: `https://wa.me/90555${lang === 'tr' ? '1111111' : '2222222'}`,
    bonusClaimPath: '/tournaments',
    liveStreamEmbedUrl: 'https://www.youtube-nocookie.com/embed/lale-canli',
    notice: lang === 'tr' ? 'Sorumlu oynayın: e2e' : 'Play responsibly: e2e',
  };
  try {
    await office.setInformation('bottomBarInfo', changed);
    await office.setInformation('SocialMediaLinks', {
      instagram: 'https://www.instagram.com/lale.e2e',
    });
    await page.goto('/');
    const quick = page.getByTestId('quick-access');
    await untilShown(page, async () => {
      await expect(quick.getByTestId('quick-whatsapp')).toHaveAttribute('href', changed.whatsapp, {
        timeout: 2_000,
      });
    });
    await expect(quick.getByTestId('quick-telegram')).toHaveCount(0);
    await expect(quick.getByTestId('quick-bonus')).toHaveAttribute('href', '/tournaments');
    await expect(quick.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/lale.e2e',
    );
    await expect(quick.getByTestId('social-link-facebook')).toHaveCount(0);
    const footer = page.getByTestId('site-footer');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByTestId('footer-notice')).toHaveText(changed.notice);
    await expect(footer.getByTestId('social-link-instagram')).toBeVisible();
    await expect(footer.getByTestId('footer-domain')).toContainText('lale.example');

    await page.goto('/live-stream');
    await expect(page.getByTestId('live-stream-player')).toHaveAttribute(
      'src',
      changed.liveStreamEmbedUrl,
    );

    await office.setInformation('bottomBarInfo', {});
    await page.reload();
    await expect(page.getByTestId('live-stream-none')).toBeVisible();
  } finally {
    await office.setInformation('bottomBarInfo', before.tr, before.en);
    await office.setInformation('SocialMediaLinks', before.social);
  }
});

test(`left and right sliders appear only inside their dates (${lang})`, async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, lang);
  const office = await contentOperator(request);
  const now = Date.now();
  const left = `Sol e2e ${lang}`;
  const right = `Sağ e2e ${lang}`;
  const leftSlider = await office.saveSlider({
    place: 'sol',
    title: left,
    startsAt: new Date(now - HOUR),
    endsAt: new Date(now + HOUR),
  });
  const rightSlider = await office.saveSlider({
    place: 'sag',
    title: right,
    startsAt: new Date(now + 24 * HOUR),
    endsAt: new Date(now + 48 * HOUR),
  });
  expect([leftSlider.visible, rightSlider.visible]).toEqual([true, false]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await untilShown(page, async () => {
    expect(await sideTitles(page, 'side-slider-left')).toContain(left);
  });
  expect(await sideTitles(page, 'side-slider-right')).not.toContain(right);
  // Beside the main slider on a desktop: left | main | right.
  const [l, m, r] = await Promise.all(
    ['side-slider-left', 'home-slider', 'side-slider-right'].map((id) =>
      page.getByTestId(id).boundingBox(),
    ),
  );
  expect(l!.x + l!.width).toBeLessThanOrEqual(m!.x);
  expect(m!.x + m!.width).toBeLessThanOrEqual(r!.x);
  expect(Math.abs(l!.y - m!.y)).toBeLessThan(2);

  // The right one's dates now cover today; the left one has ended.
  await office.saveSlider({
    id: rightSlider.id,
    place: 'sag',
    title: right,
    startsAt: new Date(now - HOUR),
    endsAt: new Date(now + HOUR),
  });
  await office.saveSlider({
    id: leftSlider.id,
    place: 'sol',
    title: left,
    startsAt: new Date(now - 2 * HOUR),
    endsAt: new Date(now - HOUR),
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await untilShown(page, async () => {
    expect(await sideTitles(page, 'side-slider-right')).toContain(right);
    expect(await sideTitles(page, 'side-slider-left')).not.toContain(left);
  });
  // Stacked under the main slider on a phone.
  const [m2, l2, r2] = await Promise.all(
    ['home-slider', 'side-slider-left', 'side-slider-right'].map((id) =>
      page.getByTestId(id).boundingBox(),
    ),
  );
  expect(m2!.y + m2!.height).toBeLessThanOrEqual(l2!.y);
  expect(l2!.y + l2!.height).toBeLessThanOrEqual(r2!.y);

  await office.saveSlider({
    id: rightSlider.id,
    place: 'sag',
    title: right,
    startsAt: new Date(now - 2 * HOUR),
    endsAt: new Date(now - HOUR),
  });
});
