import type { Lang } from '@lale/contract/languages';
import type { MenuItem } from '@lale/contract/site';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../providers/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { HeaderNav } from './header-nav.tsx';

const entry = (id: string, path: string, tr: string, en: string): MenuItem => ({
  id,
  path,
  label: { tr, en },
});
/** The seeded header menu: Turkish labels are the longer ones. */
const MENU = [
  entry('home', '/', 'Ana Sayfa', 'Home'),
  entry('slot', '/slot', 'Slot', 'Slots'),
  entry('live', '/live', 'Canlı Casino', 'Live Casino'),
  entry('sport', '/sport', 'Spor', 'Sports'),
  entry('live-sport', '/live-sport', 'Canlı Bahis', 'Live betting'),
  entry('virtual-sports', '/virtual-sports', 'Sanal Sporlar', 'Virtual sports'),
  entry('promotions', '/promotions', 'Promosyonlar', 'Promotions'),
  entry('tournaments', '/tournaments', 'Turnuvalar', 'Tournaments'),
  entry('about', '/about-us', 'Hakkımızda', 'About us'),
];

let rowWidth = 0;
/** No layout here: a link is 8 px a character plus its padding, the row as wide as it is set. */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const width =
      this.dataset.testid === 'header-nav' ? rowWidth : (this.textContent ?? '').length * 8 + 16;
    return { width, height: 36, top: 0, left: 0, right: width, bottom: 36, x: 0, y: 0 } as DOMRect;
  });
}

async function showAt(width: number, lang: Lang, pathname = '/', vertical = false) {
  rowWidth = width;
  useAppStore.setState({ userLanguage: lang });
  await i18n.changeLanguage(lang);
  const client = new QueryClient();
  client.setQueryData(['datas', 'header-menu'], MENU);
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[pathname]}>
            <HeaderNav vertical={vertical} />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const rowLinks = () =>
  within(screen.getByRole('navigation'))
    .queryAllByRole('link')
    .map((link) => link.textContent);

async function moreMenuEntries(moreLabel: string) {
  // The menu's code loads on demand, as in the browser: until then the button opens nothing.
  const more = () => screen.getByRole('button', { name: moreLabel });
  await waitFor(() => expect(more().getAttribute('aria-haspopup')).toBe('menu'));
  fireEvent.click(more());
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

// The first import of the menu's code takes seconds on a busy machine: not the test's time.
beforeAll(() => import('./nav-more-menu.tsx'), 30_000);
beforeEach(layOut);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the header menu on a row narrower than its links', () => {
  it.each([
    ['tr', 'Daha fazla', 5],
    ['en', 'More', 6],
  ] as const)(
    'in %s shows the first links that fit and every other one under "%s"',
    async (lang, more, fitting) => {
      await showAt(600, lang);
      const labels = MENU.map((item) => item.label[lang]);
      expect(rowLinks()).toEqual(labels.slice(0, fitting));
      expect(await moreMenuEntries(more)).toEqual(labels.slice(fitting));
    },
  );

  it('shows every link and no "More" where they all fit', async () => {
    await showAt(1200, 'tr');
    expect(rowLinks()).toEqual(MENU.map((item) => item.label.tr));
    expect(screen.queryByRole('button', { name: 'Daha fazla' })).toBeNull();
  });

  it('marks "More" as the way to the current page when that page sits in its menu', async () => {
    await showAt(600, 'tr', '/tournaments/3');
    expect(screen.getByRole('button', { name: 'Daha fazla' }).getAttribute('data-current')).toBe(
      'true',
    );
    const menu = await moreMenuEntries('Daha fazla');
    expect(menu).toContain('Turnuvalar');
  });

  it("keeps every link in the phone's drawer, however narrow", async () => {
    await showAt(200, 'tr', '/', true);
    expect(rowLinks()).toEqual(MENU.map((item) => item.label.tr));
    expect(screen.queryByRole('button', { name: 'Daha fazla' })).toBeNull();
  });
});
