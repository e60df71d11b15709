import { createHash } from 'node:crypto';
import { expect, test } from '../../support/accounts-test.ts';
import type { Lang } from '../../support/languages.ts';
import { cardNames, cards, useLanguage } from './lobby.ts';

const LOCALE = { tr: 'tr-TR', en: 'en-GB' };

/** The title lettered on a card's art: its lines joined again, entities read back. */
const lettering = (svg: string) =>
  [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)]
    .map((match) => match[1]!)
    .join(' ')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const lang = 'en' as Lang;

test(`the slot lobby's first screenful shows a different picture for every game, named in ${lang}`, async ({
  page,
}) => {
  await useLanguage(page, lang);
  await page.goto('/slot');
  await expect(cards(page)).toHaveCount(48);

  const viewport = page.viewportSize()!;
  const shown: { name: string; src: string }[] = [];
  for (const card of await cards(page).all()) {
    const box = await card.boundingBox();
    if (!box || box.y >= viewport.height) continue;
    const image = card.locator('img');
    // Drawn, not a broken image: the browser decoded the picture at its size.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    shown.push({
      name: (await cardNames(card).innerText()).trim(),
      src: await image.evaluate((img: HTMLImageElement) => img.currentSrc),
    });
  }
  expect(shown.length).toBeGreaterThanOrEqual(4);
  expect(new Set(shown.map((card) => card.src)).size).toBe(shown.length);

  const pictures = new Set<string>();
  for (const { name, src } of shown) {
    const response = await page.request.get(src);
    expect(response.ok(), src).toBe(true);
    const svg = await response.text();
    pictures.add(createHash('sha256').update(svg).digest('hex'));
    // The art letters the name the card shows, in the page's language.
    expect([name, name.toLocaleUpperCase(LOCALE[lang])], src).toContain(lettering(svg));
  }
  expect(pictures.size).toBe(shown.length);
});
